// The person's signatures: draw one (on this computer's pad or on a phone), upload a picture,
// generate one from the verified name in a style; make one the default; delete (the server keeps
// the last one).
import { useCallback, useRef, useState } from 'react';
import { Alert, Badge, Button, Card, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { AppError } from '@ecsign/core/errors';
import type { TMessageKey } from '@ecsign/core/i18n';
import { endpoints } from '@ecsign/core/endpoints';
import { SIGNATURE_STYLES, type TSealRow, type TSignatureStyle } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { useI18n } from '../../i18n/i18n-context';
import { DrawSignatureDialog } from './draw-signature-dialog';
import { PhoneSignatureDialog } from './phone-signature-dialog';
import { readImageFile, UnreadableImageError } from './read-image-file';
import { SealGrid } from './seal-grid';
import { SealPicture } from './seal-picture';
import { useSealList } from './use-seal-list';

export function PersonalSignaturesPanel() {
  const { t } = useI18n();
  const { api } = usePortalSession();
  const list = useSealList('PERSON');
  const { seals, error, busy, load } = list;
  const [notice, setNotice] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'draw' | 'phone' | null>(null);
  const [style, setStyle] = useState<TSignatureStyle>('REGULAR');
  const [deleting, setDeleting] = useState<TSealRow | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  /** An operation; when it succeeds, the saved notice shows. */
  function act(work: () => Promise<unknown>) {
    setNotice(null);
    return list.act(work, () => setNotice(t('sealSaved')));
  }

  const saved = () => {
    setNotice(t('sealSaved'));
    void load();
  };
  const onPhoneArrived = useCallback(() => void load(), [load]);

  const upload = (file: File) =>
    act(async () => {
      const imageBase64 = await readImageFile(file).catch((caught: unknown) => {
        throw caught instanceof UnreadableImageError ? new AppError('SEAL_IMAGE_INVALID') : caught;
      });
      await api.call(endpoints.seals.upload, { body: { imageBase64 } });
    });

  return (
    <Stack gap="md" data-testid="personal-signatures">
      <Group gap="xs">
        <Button onClick={() => setDialog('draw')} data-testid="signature-draw">
          {t('sealDraw')}
        </Button>
        <Button variant="light" onClick={() => setDialog('phone')} data-testid="signature-phone">
          {t('sealPhoneDraw')}
        </Button>
        <Button
          variant="light"
          loading={busy}
          onClick={() => fileInput.current?.click()}
          data-testid="signature-upload"
        >
          {t('sealUpload')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg"
          hidden
          data-testid="signature-file"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) void upload(file);
          }}
        />
        <Group gap={4}>
          <Select
            aria-label={t('sealStyle')}
            w={140}
            value={style}
            allowDeselect={false}
            data={SIGNATURE_STYLES.map((value) => ({ value, label: t(`sealStyle${value}` as TMessageKey) }))}
            onChange={(value) => value && setStyle(value as TSignatureStyle)}
            data-testid="signature-style"
          />
          <Button
            variant="light"
            loading={busy}
            onClick={() => void act(() => api.call(endpoints.seals.generate, { body: { style } }))}
            data-testid="signature-generate"
          >
            {t('sealGenerate')}
          </Button>
        </Group>
      </Group>
      <Text size="xs" c="dimmed">
        {t('sealUploadHint')}
      </Text>
      <SealGrid
        seals={seals}
        error={error}
        notice={notice ? <Alert color="green">{notice}</Alert> : null}
        emptyText={t('sealNoSignatures')}
        card={(seal) => (
          <Card
            key={seal.sealId}
            withBorder
            radius="md"
            padding="sm"
            data-testid="signature-card"
            data-default={seal.isDefault}
          >
            <SealPicture
              sealId={seal.sealId}
              version={`${seal.widthMm}x${seal.heightMm}-${seal.createdAt}`}
              alt={seal.name}
            />
            <Group justify="space-between" mt="xs" gap={4}>
              <Group gap={4}>
                <Badge variant="light" color="gray">
                  {t(`sealSource${seal.source}` as TMessageKey)}
                </Badge>
                {seal.isDefault && (
                  <Badge color="blue" data-testid="default-badge">
                    {t('sealDefault')}
                  </Badge>
                )}
              </Group>
              <Group gap={4}>
                {!seal.isDefault && (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    onClick={() =>
                      void act(() => api.call(endpoints.seals.setDefault, { body: { sealId: seal.sealId } }))
                    }
                    data-testid="signature-set-default"
                  >
                    {t('sealSetDefault')}
                  </Button>
                )}
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  onClick={() => setDeleting(seal)}
                  data-testid="signature-delete"
                >
                  {t('sealDelete')}
                </Button>
              </Group>
            </Group>
          </Card>
        )}
      />
      <DrawSignatureDialog opened={dialog === 'draw'} onClose={() => setDialog(null)} onSaved={saved} />
      <PhoneSignatureDialog opened={dialog === 'phone'} onClose={() => setDialog(null)} onArrived={onPhoneArrived} />
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={t('sealDelete')} centered>
        <Stack>
          <Text size="sm">{t('sealDeleteConfirm')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('cancel')}
            </Button>
            <Button
              color="red"
              loading={busy}
              data-testid="signature-delete-confirm"
              onClick={() => {
                const sealId = deleting?.sealId;
                setDeleting(null);
                if (sealId) void act(() => api.call(endpoints.seals.delete, { body: { sealId } }));
              }}
            >
              {t('sealDelete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
