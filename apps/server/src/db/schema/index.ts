export * from './accounts';
export * from './events';
export * from './files';
export * from './content';
export * from './jobs';
export * from './attendees';
export * from './engagement';
export * from './communications';
