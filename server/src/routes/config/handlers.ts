import { ok } from '../../lib/respond.ts';
import type { HandlerMap } from '../register.ts';

export const configHandlers: HandlerMap = {
  async getConfig(request) {
    const { appName, chatPhone, superuserRoleId, adminRoleId } = request.server.config;
    return ok({ appName, chatPhone, superuserRoleId, adminRoleId });
  },
};
