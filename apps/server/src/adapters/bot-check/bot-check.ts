/** Verifies the token a bot-check widget gave the browser (SPEC §5: login and sign-up send one). */
export interface BotCheck {
  verify(token: string, remoteIp: string): Promise<boolean>;
}

/** The offline default: there is no widget, so every request passes. */
export const noBotCheck: BotCheck = {
  verify: async () => true,
};
