// Edits one message template. The type's placeholders are listed; one it does not have is refused
// by the server (74700008) and shown next to the text.
import { useEffect, useState } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { endpoints } from '@ecsign/core/endpoints';
import { SMS_TEXT_MAX, type TNoticeTemplate } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { AppDialog } from '../../components/preview-dialogs/app-dialog';
import { FORM } from '../../forms/field-for-error';
import { useFieldErrors } from '../../forms/use-field-errors';
import { useI18n } from '../../i18n/i18n-context';

type TField = 'subject' | 'body';
const ROUTES = {
  codes: { MESSAGE_TEMPLATE_PLACEHOLDER_UNKNOWN: 'body' },
  paths: { subject: 'subject', body: 'body' },
} as const;

export function TemplateEditDialog(props: {
  editing: { template: TNoticeTemplate; placeholders: string[] } | null;
  onClose(): void;
  onSaved(): void;
}) {
  const { editing, onClose, onSaved } = props;
  const { t } = useI18n();
  const { api } = usePortalSession();
  const { errors, check, clear, fail } = useFieldErrors<TField>(ROUTES);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!editing) return;
    setSubject(editing.template.subject ?? '');
    setBody(editing.template.body);
    check({});
  }, [editing, check]);

  async function save() {
    if (!editing) return;
    const email = editing.template.channel === 'EMAIL';
    if (
      !check({
        subject: email && !subject.trim() ? t('required') : undefined,
        body: body.trim() ? undefined : t('required'),
      })
    ) {
      return;
    }
    setBusy(true);
    try {
      await api.call(endpoints.notices.updateTemplate, {
        body: {
          noticeType: editing.template.noticeType,
          channel: editing.template.channel,
          subject: email ? subject : null,
          body,
        },
      });
      onSaved();
    } catch (caught) {
      fail(caught);
    } finally {
      setBusy(false);
    }
  }

  const email = editing?.template.channel === 'EMAIL';
  return (
    <AppDialog opened={editing !== null} onClose={onClose} title={t('templateEdit')} width={640}>
      <Stack gap="sm" data-testid="template-edit">
        <Text size="xs" c="dimmed">
          {t('templatePlaceholders', { list: (editing?.placeholders ?? []).map((name) => `{${name}}`).join(' ') })}
        </Text>
        {email && (
          <TextInput
            label={t('templateSubject')}
            value={subject}
            maxLength={200}
            error={errors.subject}
            onChange={(event) => {
              setSubject(event.currentTarget.value);
              clear('subject');
            }}
          />
        )}
        <Textarea
          label={t('templateBody')}
          value={body}
          autosize
          minRows={4}
          maxLength={email ? 2000 : SMS_TEXT_MAX}
          error={errors.body}
          onChange={(event) => {
            setBody(event.currentTarget.value);
            clear('body');
          }}
        />
        {errors[FORM] && (
          <Alert color="red" role="alert">
            {errors[FORM]}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button loading={busy} onClick={() => void save()}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
