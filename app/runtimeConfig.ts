import { useConfig } from '../src/api/hooks/config.ts';

/** Used until GET /config answers (and if it never does): the server's own default. */
export const DEFAULT_PRODUCT_NAME = 'Katalog Pneumatik';

/** The runtime configuration the screens need, with safe values while it loads. */
export function useRuntimeConfig() {
  const { data } = useConfig();
  return {
    /** False until GET /config answered: role checks wait for it rather than guess. */
    isLoaded: data !== undefined,
    productName: data?.data.appName ?? DEFAULT_PRODUCT_NAME,
    chatPhone: data?.data.chatPhone ?? '',
    superuserRoleId: data?.data.superuserRoleId ?? 1,
    adminRoleId: data?.data.adminRoleId ?? 2,
  };
}
