// Create or edit a scene: its type (a code), name, description and the templates it groups.
import { useEffect, useState } from 'react';
import { Alert, Button, Group, MultiSelect, Stack, TextInput } from '@mantine/core';
import type { TSceneRow, TTemplateRow } from '@ecsign/core/model';
import { AppDialog } from '../../components/preview-dialogs/app-dialog';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';
import type { TSceneForm } from './scene-calls';

export function SceneDialog(props: {
  /** undefined: closed; null: a new scene. */
  scene: TSceneRow | null | undefined;
  templates: readonly TTemplateRow[];
  onClose(): void;
  onSubmit(form: TSceneForm): Promise<unknown>;
}) {
  const { t, language } = useI18n();
  const [form, setForm] = useState<TSceneForm>({ sceneType: '', name: '', description: '', templateIds: [] });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const scene = props.scene;
    setForm(
      scene
        ? {
            sceneType: scene.sceneType,
            name: scene.name,
            description: scene.description,
            templateIds: scene.templates.map((template) => template.templateId),
          }
        : { sceneType: '', name: '', description: '', templateIds: [] },
    );
    setError(null);
  }, [props.scene]);

  async function submit() {
    setBusy(true);
    setError(null);
    try {
      await props.onSubmit(form);
      props.onClose();
    } catch (caught) {
      setError(errorText(caught, language));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AppDialog
      opened={props.scene !== undefined}
      onClose={props.onClose}
      title={props.scene ? t('sceneEdit') : t('sceneNew')}
      width={560}
    >
      <Stack gap="sm">
        <TextInput
          label={t('sceneType')}
          description={t('codeHint')}
          required
          maxLength={40}
          value={form.sceneType}
          onChange={(event) => setForm({ ...form, sceneType: event.currentTarget.value })}
          data-testid="scene-type"
        />
        <TextInput
          label={t('sceneName')}
          required
          maxLength={50}
          value={form.name}
          onChange={(event) => setForm({ ...form, name: event.currentTarget.value })}
          data-testid="scene-name"
        />
        <TextInput
          label={t('tplDescription')}
          maxLength={200}
          value={form.description}
          onChange={(event) => setForm({ ...form, description: event.currentTarget.value })}
        />
        <MultiSelect
          label={t('sceneTemplates')}
          searchable
          data={props.templates.map((template) => ({ value: template.templateId, label: template.name }))}
          value={form.templateIds}
          onChange={(templateIds) => setForm({ ...form, templateIds })}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={busy} disabled={!form.sceneType.trim() || !form.name.trim()}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
