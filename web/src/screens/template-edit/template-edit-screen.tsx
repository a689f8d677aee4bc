// /template/edit/{templateId}: the template designer. The pages are drawn with pdf.js; fill-in
// fields (blue) and the places each signing role signs (orange) are boxes to drag and resize, and
// a click on the page moves the selected box there. Save sends the whole design (the server checks
// every rule and answers with its catalogue error); preview fills it with sample data; enable
// needs a complete design. An enabled template is shown read-only until it is disabled.
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Grid,
  Group,
  Loader,
  ScrollArea,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { ROUTE_TITLES } from '@ecsign/core/guard';
import type { TDisplayRect, TSigningRole, TTemplateDetail, TTemplateField } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { BreadcrumbHeader } from '../../components/breadcrumb-header/breadcrumb-header';
import {
  PdfPagesViewer,
  rectAround,
  searchPdfKeyword,
  type TOverlayBox,
  type TPageSize,
  type TPdfDocument,
} from '../../components/pdf-pages';
import { useRemoteData } from '../../components/remote-data/use-remote-data';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';
import { ManagerOnly } from '../templates/manager-only';
import { PdfPreviewDialog } from '../templates/pdf-preview-dialog';
import { StateBadge } from '../templates/state-badge';
import { templateCalls } from '../templates/template-calls';
import { usePdfPreview } from '../templates/use-pdf-preview';
import { boxPage, designBoxes, fieldBoxId, fromViewerRect, withBoxRect, withoutBox } from './design-boxes';
import { FieldList } from './field-list';
import { RoleList } from './role-list';

interface TDraft {
  name: string;
  description: string;
  groupId: string | null;
  fields: TTemplateField[];
  roles: TSigningRole[];
}

const draftOf = (detail: TTemplateDetail): TDraft => ({
  name: detail.name,
  description: detail.description,
  groupId: detail.groupId,
  fields: detail.fields,
  roles: detail.roles,
});

/** The first `prefix<n>` key no item uses yet. */
function freeKey(prefix: string, used: readonly string[]): { key: string; n: number } {
  for (let n = 1; ; n++) if (!used.includes(`${prefix}${n}`)) return { key: `${prefix}${n}`, n };
}

export function TemplateEditScreen(props: { params: Record<string, string> }) {
  return (
    <ManagerOnly>
      <TemplateEditor templateId={props.params.templateId ?? ''} />
    </ManagerOnly>
  );
}

function TemplateEditor(props: { templateId: string }) {
  const { templateId } = props;
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const calls = useMemo(() => templateCalls(api), [api]);
  const detail = useRemoteData(useCallback(() => calls.detail(templateId), [calls, templateId]));
  const file = useRemoteData(useCallback(() => calls.file(templateId), [calls, templateId]));
  const groups = useRemoteData(useCallback(() => calls.groups(), [calls]));
  const [draft, setDraft] = useState<TDraft | null>(null);
  const [dirty, setDirty] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const [sizes, setSizes] = useState<TPageSize[] | null>(null);
  const [doc, setDoc] = useState<TPdfDocument | null>(null);
  const [keywordBoxes, setKeywordBoxes] = useState<TOverlayBox[]>([]);
  const [message, setMessage] = useState<{ kind: 'error' | 'ok'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const preview = usePdfPreview();

  useEffect(() => {
    if (detail.data) {
      setDraft(draftOf(detail.data));
      setDirty(false);
    }
  }, [detail.data]);

  // Keyword positions are found by the server when signing; the editor finds them the same way in
  // the drawn document and shows where they land (not draggable: the keyword decides).
  useEffect(() => {
    if (!doc || !draft) return;
    let live = true;
    void (async () => {
      const found: TOverlayBox[] = [];
      for (const role of draft.roles) {
        for (const [index, position] of role.positions.entries()) {
          if (position.kind !== 'KEYWORD') continue;
          const hit = (await searchPdfKeyword(doc, position.keyword))[0];
          if (!hit) continue;
          const [cx, cy] = [hit.rect.x + hit.rect.width / 2, hit.rect.y + hit.rect.height / 2];
          found.push({
            id: `keyword:${role.key}:${index}`,
            page: hit.page,
            rect: {
              x: cx - position.width / 2,
              y: cy - position.height / 2,
              width: position.width,
              height: position.height,
            },
            label: `${role.name} · ${position.keyword}`,
            color: 'teal',
          });
        }
      }
      if (live) setKeywordBoxes(found);
    })();
    return () => {
      live = false;
    };
  }, [doc, draft]);

  // Stable, and told once per opened document: the viewer calls it again whenever it changes.
  const onDocument = useCallback((opened: TPdfDocument) => {
    setDoc(opened);
    const doc = opened;
    void (async () => {
      const all: TPageSize[] = [];
      for (let page = 1; page <= doc.pageCount; page++) all.push(await doc.pageSize(page));
      setSizes((before) => (JSON.stringify(before) === JSON.stringify(all) ? before : all));
    })();
  }, []);

  if (detail.error) return <Alert color="red">{errorText(detail.error, language)}</Alert>;
  if (!detail.data || !draft) return <Loader />;
  const template = detail.data;
  const readOnly = template.status === 'ENABLE';
  const sizeOf = (page: number): TPageSize => sizes?.[page - 1] ?? template.pages[page - 1] ?? template.pages[0]!;

  const change = (next: TDraft) => {
    setDraft(next);
    setDirty(true);
    setMessage(null);
  };
  const place = (
    page: number,
    index: number,
    size: { width: number; height: number },
  ): { page: number; rect: TDisplayRect } => {
    const pageSize = template.pages[page - 1]!;
    const top = Math.min(60 + (index % 12) * (size.height + 8), pageSize.height - size.height);
    const left = Math.min(60 + Math.floor(index / 12) * (size.width + 8), pageSize.width - size.width);
    return { page, rect: [left, top, size.width, size.height] };
  };

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setMessage(null);
    try {
      await action();
    } catch (caught) {
      setMessage({ kind: 'error', text: errorText(caught, language) });
    } finally {
      setBusy(false);
    }
  }
  const save = async () => {
    const { version } = await calls.save({ templateId, version: template.version, ...draft });
    await detail.reload();
    setMessage({ kind: 'ok', text: t('tplChanged') });
    return version;
  };

  const addField = () => {
    const { key, n } = freeKey(
      'field',
      draft.fields.map((field) => field.key),
    );
    const field: TTemplateField = {
      key,
      label: t('tplNewField', { n }),
      type: 'TEXT',
      required: false,
      filledBy: 'INITIATOR',
      roleKey: null,
      defaultValue: null,
      position: place(1, draft.fields.length, { width: 160, height: 24 }),
    };
    change({ ...draft, fields: [...draft.fields, field] });
    setSelected(fieldBoxId(key));
  };
  const addRole = () => {
    const { key, n } = freeKey(
      'role',
      draft.roles.map((role) => role.key),
    );
    const role: TSigningRole = {
      key,
      name: t('tplNewRole', { n }),
      type: 'PERSON',
      sealTypes: ['HANDWRITTEN'],
      positions: [],
    };
    change({ ...draft, roles: [...draft.roles, role] });
  };

  const boxes = designBoxes(draft, sizeOf, !readOnly);
  return (
    <Stack gap="md" data-testid="template-editor">
      <BreadcrumbHeader
        items={[
          { label: t('home'), to: '/home' },
          { label: ROUTE_TITLES.templateList[language], to: '/template/list' },
          { label: ROUTE_TITLES.templateEdit[language] },
        ]}
      />
      <Group justify="space-between">
        <Group gap="xs">
          <Title order={4}>{template.name}</Title>
          <StateBadge state={template.status} />
          {dirty && (
            <Badge color="orange" variant="outline">
              {t('tplUnsaved')}
            </Badge>
          )}
        </Group>
        <Group gap="xs">
          {!readOnly && (
            <Button
              onClick={() => void run(async () => void (await save()))}
              loading={busy}
              disabled={!dirty}
              data-testid="template-save"
            >
              {t('save')}
            </Button>
          )}
          <Button
            variant="default"
            onClick={() =>
              void run(async () => {
                if (dirty && !readOnly) await save();
                await preview.open(() => calls.preview(templateId));
              })
            }
            data-testid="template-preview-button"
          >
            {t('tplPreview')}
          </Button>
          {readOnly ? (
            <Button
              color="orange"
              variant="light"
              onClick={() =>
                void run(async () => {
                  await calls.change('disable', templateId);
                  await detail.reload();
                })
              }
            >
              {t('tplDisable')}
            </Button>
          ) : (
            <Button
              color="green"
              onClick={() =>
                void run(async () => {
                  if (dirty) await save();
                  await calls.change('enable', templateId);
                  await detail.reload();
                })
              }
              data-testid="template-enable"
            >
              {t('tplEnable')}
            </Button>
          )}
        </Group>
      </Group>
      {message && (
        <Alert
          color={message.kind === 'error' ? 'red' : 'green'}
          role={message.kind === 'error' ? 'alert' : 'status'}
          data-testid="editor-message"
        >
          {message.text}
        </Alert>
      )}
      {readOnly && <Alert color="blue">{t('tplEnabledReadOnly')}</Alert>}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Text size="xs" c="dimmed" mb={4}>
            {t('tplPlaceHint')}
          </Text>
          {file.error ? (
            <Alert color="red">{errorText(file.error, language)}</Alert>
          ) : (
            <PdfPagesViewer
              bytes={file.data ?? null}
              boxes={[...boxes, ...keywordBoxes]}
              height="75vh"
              onDocument={onDocument}
              selectedId={selected}
              onSelect={setSelected}
              onBoxesChange={(next) => {
                let updated = draft;
                const ids = new Set(next.map((box) => box.id));
                for (const box of boxes) if (!ids.has(box.id)) updated = withoutBox(updated, box.id);
                for (const box of next) {
                  const before = boxes.find((other) => other.id === box.id);
                  if (before && before.rect !== box.rect)
                    updated = withBoxRect(updated, box.id, fromViewerRect(box.rect, sizeOf(box.page)));
                }
                change(updated);
              }}
              onPageClick={(page, point) => {
                if (!selected || readOnly || boxPage(draft, selected) !== page) return;
                const box = boxes.find((other) => other.id === selected);
                if (!box) return;
                const rect = rectAround(point, box.rect, sizeOf(page));
                change(withBoxRect(draft, selected, fromViewerRect(rect, sizeOf(page))));
              }}
            />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <ScrollArea.Autosize mah="80vh">
            <Stack gap="md">
              <Stack gap="xs">
                <Text fw={600}>{t('tplBasics')}</Text>
                <TextInput
                  label={t('tplName')}
                  value={draft.name}
                  maxLength={50}
                  disabled={readOnly}
                  onChange={(event) => change({ ...draft, name: event.currentTarget.value })}
                />
                <Select
                  label={t('tplGroup')}
                  clearable
                  disabled={readOnly}
                  data={(groups.data ?? []).map((group) => ({ value: group.groupId, label: group.name }))}
                  value={draft.groupId}
                  onChange={(groupId) => change({ ...draft, groupId })}
                />
                <TextInput
                  label={t('tplDescription')}
                  value={draft.description}
                  maxLength={200}
                  disabled={readOnly}
                  onChange={(event) => change({ ...draft, description: event.currentTarget.value })}
                />
              </Stack>
              <Group justify="space-between">
                <Text fw={600}>{t('tplFields')}</Text>
                {!readOnly && (
                  <Button size="compact-sm" variant="light" onClick={addField} data-testid="add-field">
                    {t('tplAddField')}
                  </Button>
                )}
              </Group>
              <FieldList
                fields={draft.fields}
                roles={draft.roles}
                readOnly={readOnly}
                selectedKey={selected?.startsWith('field:') ? selected.slice('field:'.length) : null}
                onSelect={(key) => setSelected(fieldBoxId(key))}
                onChange={(fields) => change({ ...draft, fields })}
              />
              <Group justify="space-between">
                <Text fw={600}>{t('tplRoles')}</Text>
                {!readOnly && (
                  <Button size="compact-sm" variant="light" onClick={addRole} data-testid="add-role">
                    {t('tplAddRole')}
                  </Button>
                )}
              </Group>
              <RoleList
                roles={draft.roles}
                readOnly={readOnly}
                newPosition={(roleIndex, count) => place(1, 14 + roleIndex * 3 + count, { width: 120, height: 60 })}
                onChange={(roles) => change({ ...draft, roles })}
              />
            </Stack>
          </ScrollArea.Autosize>
        </Grid.Col>
      </Grid>
      <PdfPreviewDialog title={t('tplPreviewTitle')} state={preview.state} onClose={preview.close} />
    </Stack>
  );
}
