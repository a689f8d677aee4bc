// The platform staff's configuration (spec items C-interface-settings, C-watermark): interface
// options, the watermark and screenshot ban, and the base-service configuration entries by
// business type. Only platform:config (INSIDE staff); reading the settings is endpoints.platform.
import { z } from 'zod';
import {
  ZBaseConfigKeyRequest,
  ZBaseConfigSaveRequest,
  ZBaseConfigTypeList,
  ZInterfaceOptionUpdateRequest,
  ZWatermarkUpdateRequest,
} from '../model/platform-config';
import { access } from './endpoint-access';
import { endpoint } from './define-endpoint';

const staff = access.activeAccount('platform:config');
const CONFIG = '/baseservice/config';

export const platformConfig = {
  updateWatermark: endpoint({
    method: 'POST',
    path: '/bc/assemble/watermarkbanscreenshots/update',
    summary: 'Switches the watermark or the screenshot ban and sets the watermark text',
    access: staff,
    input: { body: ZWatermarkUpdateRequest },
    reply: z.null(),
    errors: ['WATERMARK_TEXT_TOO_LONG', 'WATERMARK_SETTING_NOT_FOUND'],
  }),
  updateInterfaceOption: endpoint({
    method: 'POST',
    path: '/bc/assemble/interfacesetting/update',
    summary: 'Changes the value of one interface option (of the same kind as before)',
    access: staff,
    input: { body: ZInterfaceOptionUpdateRequest },
    reply: z.null(),
    errors: ['INTERFACE_SETTING_NOT_FOUND', 'INTERFACE_SETTING_VALUE_INVALID'],
  }),
  configTypes: endpoint({
    method: 'GET',
    path: `${CONFIG}/types`,
    summary: 'Every business type of the base-service configuration, with its number of entries',
    access: staff,
    input: {},
    reply: ZBaseConfigTypeList,
    errors: [],
  }),
  createConfig: endpoint({
    method: 'POST',
    path: `${CONFIG}/create`,
    summary: 'Adds a base-service configuration entry (its key is new in its business type)',
    access: staff,
    input: { body: ZBaseConfigSaveRequest },
    reply: z.null(),
    errors: ['CONFIG_EXISTS'],
  }),
  updateConfig: endpoint({
    method: 'POST',
    path: `${CONFIG}/update`,
    summary: 'Changes the value, description and order of a base-service configuration entry',
    access: staff,
    input: { body: ZBaseConfigSaveRequest },
    reply: z.null(),
    errors: ['CONFIG_NOT_FOUND'],
  }),
  deleteConfig: endpoint({
    method: 'POST',
    path: `${CONFIG}/delete`,
    summary: 'Deletes a base-service configuration entry',
    access: staff,
    input: { body: ZBaseConfigKeyRequest },
    reply: z.null(),
    errors: ['CONFIG_NOT_FOUND'],
  }),
} as const;
