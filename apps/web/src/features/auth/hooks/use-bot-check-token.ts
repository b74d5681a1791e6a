import { useCallback, useState } from 'react';

/** The bot-check token to send, and a way to ask for a fresh widget after an attempt used it up. */
export function useBotCheckToken() {
  const [token, setToken] = useState('');
  const [resetKey, setResetKey] = useState(0);
  const renew = useCallback(() => {
    setToken('');
    setResetKey((key) => key + 1);
  }, []);
  return { token, setToken, resetKey, renew };
}
