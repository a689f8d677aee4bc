// /prePlaced (headers hidden): the saved draft's documents drawn page by page, where the initiator
// places each signatory's fields (seal, signature, date, text, check box, name, ID number) — from
// the palette by drag and drop or the keyboard, or by clicking a page, then moving and resizing
// the box by mouse or keys, on every page at once, or by keyword ("keyword missing" when the
// text is not in the document) — then saves the draft again or sends the contract.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import type { TContractDraftForm } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { useLocation, useNavigate } from '../../app/router';
import {
  PdfPagesViewer,
  usePdfBytes,
  type PdfDocumentLoader,
  type TOverlayBox,
  type TPdfDocument,
} from '../../components/pdf-pages';
import { FIELD_TYPE_LABEL } from '@ecsign/ui/texts';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';
import { downloadUpload, loadDraft, saveDraft, sendContract } from '../start-ent-contract/contract-calls';
import { formFromDraft, type TContractFormState } from '../start-ent-contract/contract-form-state';
import { newRequestId } from '../start-ent-contract/new-request-id';
import { placeableParties } from './party-palette';
import {
  applyPlacements,
  partiesWithoutPositions,
  placementsFromForm,
  type TPlacement,
  type TPositionKind,
} from './placements';
import { PlacingPanel } from './placing-panel';
import { usePlacementEditor } from './use-placement-editor';

export function PrePlacedScreen(props: { params: Record<string, string>; loader?: PdfDocumentLoader }) {
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const navigate = useNavigate();
  const planId = new URLSearchParams(useLocation().search).get('planId');
  const [form, setForm] = useState<TContractFormState | null>(null);
  const [failure, setFailure] = useState<string | null>(planId ? null : t('placeNoPlan'));
  const [warnMissing, setWarnMissing] = useState(false);
  const [documentIndex, setDocumentIndex] = useState(0);
  const [partyKey, setPartyKey] = useState('');
  const [kind, setKind] = useState<TPositionKind>('SEAL');
  const [busy, setBusy] = useState<'save' | 'send' | null>(null);
  const [doc, setDoc] = useState<TPdfDocument | null>(null);
  const requestId = useRef(newRequestId());
  const editor = usePlacementEditor({ doc, documentIndex, partyKey, kind, language });
  const { placements, setPlacements, selectedId, setSelectedId } = editor;

  const fill = useCallback(
    (draft: TContractDraftForm) => {
      const next = formFromDraft(draft);
      setForm(next);
      setPlacements(placementsFromForm(next));
      const first = placeableParties(next, t('placeEveryRecipient'))[0];
      if (first) {
        setPartyKey(first.key);
        setKind(first.enterprise ? 'SEAL' : 'SIGNATURE');
      }
    },
    [t, setPlacements],
  );
  useEffect(() => {
    if (!planId) return;
    loadDraft(api, planId).then(fill, (caught) => setFailure(errorText(caught, language)));
  }, [api, planId, fill, language]);

  const fileId = form?.documents[documentIndex]?.fileId;
  const loadBytes = useCallback(() => downloadUpload(api, fileId!), [api, fileId]);
  const { bytes, error: bytesError } = usePdfBytes(fileId ? loadBytes : null);
  const parties = useMemo(() => (form ? placeableParties(form, t('placeEveryRecipient')) : []), [form, t]);
  const colorOf = (key: string) => parties.find((party) => party.key === key)?.color ?? 'gray';
  const labelOf = (placement: TPlacement) =>
    `${parties.find((party) => party.key === placement.partyKey)?.label ?? ''} · ${t(FIELD_TYPE_LABEL[placement.kind])}${placement.required ? ' *' : ''}`;

  const boxes: TOverlayBox[] = placements
    .filter((placement) => placement.documentIndex === documentIndex)
    .map((placement) => ({
      id: placement.id,
      page: placement.page,
      rect: placement.rect,
      label: labelOf(placement),
      color: colorOf(placement.partyKey),
      editable: true,
    }));

  // The parties still without a position, worked out from the placements as they are now: once
  // the warning has been shown it names who is still missing and goes away when nobody is.
  const missing = partiesWithoutPositions(
    parties.map((party) => party.key),
    placements,
  );
  const missingNames = missing.map((key) => parties.find((party) => party.key === key)?.label).join('、');

  async function finish(action: 'save' | 'send') {
    if (!form) return;
    setFailure(null);
    if (action === 'send' && form.positionState === 'ENABLE' && missing.length > 0) {
      setWarnMissing(true);
      return;
    }
    setBusy(action);
    try {
      const placed = applyPlacements(form, placements);
      if (action === 'send') {
        const reply = await sendContract(api, placed, requestId.current);
        navigate(`/contract/fileManage?tab=INITIATED&sent=${reply.planIds.length}`);
        return;
      }
      const reply = await saveDraft(api, placed);
      setForm({ ...placed, version: reply.version });
    } catch (caught) {
      setFailure(errorText(caught, language));
    } finally {
      setBusy(null);
    }
  }

  if (!form) {
    return failure ? <Alert color="red">{failure}</Alert> : <Loader role="status" aria-label={t('loading')} />;
  }
  return (
    <Stack gap="sm" data-testid="pre-placed" data-ready={doc !== null}>
      <Group justify="space-between">
        <Title order={3}>{t('placeTitle', { name: form.taskName })}</Title>
        <Group gap="xs">
          <Button
            variant="subtle"
            onClick={() => navigate(`/entcontract/startEntContract?planId=${encodeURIComponent(planId!)}`)}
          >
            {t('back')}
          </Button>
          <Button
            variant="default"
            loading={busy === 'save'}
            disabled={busy !== null}
            onClick={() => void finish('save')}
          >
            {t('contractSaveDraft')}
          </Button>
          <Button loading={busy === 'send'} disabled={busy !== null} onClick={() => void finish('send')}>
            {t('contractSend')}
          </Button>
        </Group>
      </Group>
      {failure && (
        <Alert color="red" role="alert" data-testid="contract-failure">
          {failure}
        </Alert>
      )}
      {warnMissing && missing.length > 0 && (
        <Alert color="orange" role="alert" data-testid="missing-positions">
          {t('placeMissingParties', { names: missingNames })}
        </Alert>
      )}
      {form.documents.length > 1 && (
        <Tabs
          value={String(documentIndex)}
          onChange={(value) => (setDocumentIndex(Number(value ?? 0)), setSelectedId(null))}
        >
          <Tabs.List>
            {form.documents.map((document, index) => (
              <Tabs.Tab key={document.fileId} value={String(index)}>
                {document.fileName}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      )}
      <Group align="flex-start" gap="md" wrap="wrap">
        <PlacingPanel
          parties={parties}
          placements={placements}
          partyKey={partyKey}
          onParty={(key) => {
            setPartyKey(key);
            setKind(parties.find((party) => party.key === key)?.enterprise ? 'SEAL' : 'SIGNATURE');
          }}
          kind={kind}
          onKind={setKind}
          onKeyword={editor.placeByKeyword}
          keywordProblem={editor.keywordProblem}
          selected={editor.selected}
          onCopyToEveryPage={editor.copySelectedToEveryPage}
          onDeleteSelected={editor.deleteSelected}
          onPlaceField={editor.placeInMiddle}
          onUpdateSelected={editor.updateSelected}
          notice={editor.notice}
          overlapping={editor.overlapping.size > 0}
        />
        <div style={{ flex: 1, minWidth: 300 }}>
          {bytesError ? (
            <Alert color="red">{errorText(bytesError, language)}</Alert>
          ) : (
            <PdfPagesViewer
              bytes={bytes}
              loader={props.loader}
              boxes={boxes}
              onBoxesChange={editor.applyBoxes}
              selectedId={selectedId}
              onSelect={setSelectedId}
              onPageClick={editor.placeAt}
              onPageDrop={editor.dropField}
              onDocument={setDoc}
              height="calc(100vh - 160px)"
            />
          )}
          <Text size="xs" c="dimmed" mt={4}>
            {t('placeUnits')}
          </Text>
        </div>
      </Group>
    </Stack>
  );
}
