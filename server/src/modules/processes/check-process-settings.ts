// The rules of a signing process's settings. Any save refuses a face check by another provider
// than the Ministry of Public Security's (the only one offered). Enabling needs every part set —
// login, notice, identity check, home page, signing, tips — each missing part its own 744010xx
// code, plus the notice file when a notice is shown and the text when tips are shown.
import { AppError } from '@ecsign/core/errors';
import { MPS_FACE_PROVIDER, type TProcessSettings } from '@ecsign/core/model';

export function checkProcessParts(settings: TProcessSettings): void {
  const identity = settings.identity;
  if (identity?.faceProvider && identity.faceProvider !== MPS_FACE_PROVIDER) {
    throw new AppError('ONLY_MPS_FACE_CHECK_SUPPORTED');
  }
}

export function checkProcessComplete(settings: TProcessSettings, hasNoticeFile: boolean): void {
  checkProcessParts(settings);
  const { login, notice, identity, home, signing, tips } = settings;
  if (!login || login.methods.length === 0) throw new AppError('PROCESS_LOGIN_SETTINGS_INCOMPLETE');
  if (!notice) throw new AppError('PROCESS_NOTICE_SETTINGS_INCOMPLETE');
  if (notice.enabled && !hasNoticeFile) throw new AppError('PROCESS_NOTICE_FILE_EMPTY');
  if (!identity || (identity.required && identity.methods.length === 0)) {
    throw new AppError('PROCESS_IDENTITY_SETTINGS_INCOMPLETE');
  }
  if (identity.methods.includes('FACE') && identity.faceProvider !== MPS_FACE_PROVIDER) {
    throw new AppError('ONLY_MPS_FACE_CHECK_SUPPORTED');
  }
  if (!home) throw new AppError('PROCESS_HOME_SETTINGS_INCOMPLETE');
  if (!signing) throw new AppError('PROCESS_SIGNING_SETTINGS_INCOMPLETE');
  if (!tips) throw new AppError('PROCESS_TIPS_SETTINGS_INCOMPLETE');
  if (tips.enabled && !tips.text.trim()) throw new AppError('PROCESS_TIPS_EMPTY');
}
