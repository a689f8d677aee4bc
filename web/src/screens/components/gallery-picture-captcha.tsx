// The picture captcha in the gallery: the real one from the server, one that never answers
// (loading) and one whose server fails (error).
import { useState } from 'react';
import type { ApiClient } from '@ecsign/core/api';
import { AppError } from '@ecsign/core/errors';
import { usePortalSession } from '../../app/portal-session';
import { PictureCaptcha } from '../../components/picture-captcha/picture-captcha';
import { usePictureCaptcha } from '../../components/picture-captcha/use-picture-captcha';
import type { TGalleryState } from './gallery-section';

type TRequest = Pick<ApiClient, 'call'>;
const NEVER_ANSWERS: TRequest = { call: () => new Promise<never>(() => undefined) };
const ALWAYS_FAILS: TRequest = { call: () => Promise.reject(new AppError('NETWORK_REQUEST_FAILED')) };

function Captcha(props: { api: TRequest }) {
  const controller = usePictureCaptcha(props.api);
  const [code, setCode] = useState('');
  return <PictureCaptcha controller={controller} value={code} onChange={setCode} />;
}

export function GalleryPictureCaptcha(props: { state: TGalleryState }) {
  const { api } = usePortalSession();
  const chosen = props.state === 'loading' ? NEVER_ANSWERS : props.state === 'error' ? ALWAYS_FAILS : api;
  return (
    <div style={{ maxWidth: 360 }}>
      <Captcha key={props.state} api={chosen} />
    </div>
  );
}
