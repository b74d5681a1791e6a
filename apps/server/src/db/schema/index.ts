export * from './accounts';
export * from './events';
