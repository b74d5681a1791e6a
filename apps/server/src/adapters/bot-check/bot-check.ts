/** Verifies the token a bot-check widget gave the browser (sign-in and sign-up send one: docs/rules/accounts-and-sign-in.md#bot-check). */
export interface BotCheck {
  verify(token: string, remoteIp: string): Promise<boolean>;
}

/** The offline default: there is no widget, so every request passes. */
export const noBotCheck: BotCheck = {
  verify: async () => true,
};
