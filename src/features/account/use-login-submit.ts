import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { ApiFailure } from '../../api/client';
import { logIn, type LoginResult } from './api/account';
import { encryptPasswords, forgetKeyIfPasswordRefused } from './api/rsa';
import { rememberAccount, rememberedAccount } from './remembered-account';

type Kind = 'applicant' | 'agency';
type Sealed = { password: string; keyId: string; deviceId: string };
type Valid = { password: string; captchaCode: string };

/**
 * What the applicant and the agency tab share once their form is valid: the password sealed with the server's
 * key, the call, and after a refusal a fresh graphic code (the try spent the old one, right or wrong) with the
 * messages placed; after success the account remembered or forgotten as ticked.
 */
export function useLoginSubmit<V extends Valid>(options: {
  kind: Kind;
  deviceId: string;
  accountOf: (values: V) => string;
  send: (values: V, sealed: Sealed) => ReturnType<typeof logIn>;
  onRefused: (failure: ApiFailure) => void;
  onLoggedIn: (result: LoginResult) => void;
}) {
  const [remember, setRemember] = useState(() => Boolean(rememberedAccount(options.kind)));
  const submit = useMutation({
    mutationFn: async (values: V) => {
      const sealed = await encryptPasswords({ password: values.password });
      if (!sealed.ok) return sealed;
      return options.send(values, { password: sealed.data.encrypted.password, keyId: sealed.data.keyId, deviceId: options.deviceId });
    },
  });

  const onValid = async (values: V) => {
    const result = await submit.mutateAsync(values);
    if (!result.ok) {
      forgetKeyIfPasswordRefused(result, ['password']);
      options.onRefused(result);
      return;
    }
    rememberAccount(options.kind, remember ? options.accountOf(values) : null);
    options.onLoggedIn(result.data as LoginResult);
  };

  return { remember, setRemember, onValid, busy: submit.isPending };
}
