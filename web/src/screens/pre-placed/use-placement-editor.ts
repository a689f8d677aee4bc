// The positions being placed on /prePlaced and the ways to change them: a click on a page puts a
// box of the chosen kind for the chosen party there; a palette field dropped on a page (or placed
// from the keyboard) puts that type there, kept on the page; a keyword puts one on every occurrence (or
// answers "keyword missing"); boxes moved, resized or deleted in the viewer come back here; the
// selected one can be copied to every page or deleted.
import { useState } from 'react';
import { AppError } from '@ecsign/core/errors';
import type { TLanguage } from '@ecsign/core/i18n';
import { rectAround, searchPdfKeyword, type TOverlayBox, type TPdfDocument } from '../../components/pdf-pages';
import { CONTRACT_FIELD_TYPES, type TContractFieldType } from '@ecsign/core/model';
import {
  copiesOnEveryPage,
  DEFAULT_BOX_SIZE,
  newPlacementId,
  overlappingIds,
  type TPlacement,
  type TPositionKind,
} from './placements';

const isFieldType = (value: string): value is TContractFieldType =>
  (CONTRACT_FIELD_TYPES as readonly string[]).includes(value);

export function usePlacementEditor(options: {
  doc: TPdfDocument | null;
  documentIndex: number;
  partyKey: string;
  kind: TPositionKind;
  language: TLanguage;
}) {
  const { doc, documentIndex, partyKey, kind, language } = options;
  const [placements, setPlacements] = useState<TPlacement[]>([]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [keywordProblem, setKeywordProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<'clamped' | null>(null);
  const selected = placements.find((placement) => placement.id === selectedId) ?? null;

  const newPlacement = (page: number, centre: { x: number; y: number }, size: Parameters<typeof rectAround>[2]) => ({
    id: newPlacementId(),
    partyKey,
    documentIndex,
    page,
    rect: rectAround(centre, DEFAULT_BOX_SIZE[kind], size),
    kind,
    required: true,
  });

  function applyBoxes(next: TOverlayBox[]) {
    const byId = new Map(next.map((box) => [box.id, box]));
    setPlacements((current) =>
      current.flatMap((placement) => {
        if (placement.documentIndex !== documentIndex) return [placement];
        const box = byId.get(placement.id);
        return box ? [{ ...placement, rect: box.rect }] : [];
      }),
    );
  }

  /**
   * A palette field dropped on a page: centred on the drop point, and moved back onto the page when
   * part of it would hang over an edge (the notice says so).
   */
  function dropField(page: number, point: { x: number; y: number }, type: string) {
    if (!partyKey || !doc || !isFieldType(type)) return;
    void doc.pageSize(page).then((size) => {
      const wanted = DEFAULT_BOX_SIZE[type];
      const rect = rectAround(point, wanted, size);
      const unclamped = { x: point.x - wanted.width / 2, y: point.y - wanted.height / 2 };
      setNotice(Math.abs(rect.x - unclamped.x) > 0.01 || Math.abs(rect.y - unclamped.y) > 0.01 ? 'clamped' : null);
      const placement: TPlacement = {
        id: newPlacementId(),
        partyKey,
        documentIndex,
        page,
        rect,
        kind: type,
        required: true,
      };
      setPlacements((current) => [...current, placement]);
      setSelectedId(placement.id);
    });
  }

  /** The keyboard's way to place from the palette: the middle of the first page. */
  function placeInMiddle(type: TPositionKind) {
    if (!doc) return;
    void doc
      .pageSize(1)
      .then((size) =>
        dropField(1, { x: (size.originX ?? 0) + size.width / 2, y: (size.originY ?? 0) + size.height / 2 }, type),
      );
  }

  function updateSelected(change: Partial<Pick<TPlacement, 'required' | 'label' | 'partyKey'>>) {
    setPlacements((current) =>
      current.map((placement) => (placement.id === selectedId ? { ...placement, ...change } : placement)),
    );
  }

  function placeAt(page: number, point: { x: number; y: number }) {
    if (!partyKey || !doc) return;
    void doc.pageSize(page).then((size) => {
      const placement = newPlacement(page, point, size);
      setPlacements((current) => [...current, placement]);
      setSelectedId(placement.id);
    });
  }

  async function placeByKeyword(keyword: string) {
    setKeywordProblem(null);
    if (!doc || !partyKey) return;
    const hits = await searchPdfKeyword(doc, keyword);
    if (hits.length === 0) {
      setKeywordProblem(new AppError('PDF_KEYWORD_MISSING').userMessage(language));
      return;
    }
    const added: TPlacement[] = [];
    for (const hit of hits) {
      // The box sits on the keyword's centre, as a seal stamped over "甲方（盖章）" would.
      const centre = { x: hit.rect.x + hit.rect.width / 2, y: hit.rect.y + hit.rect.height / 2 };
      added.push({ ...newPlacement(hit.page, centre, await doc.pageSize(hit.page)), keyword: keyword.trim() });
    }
    setPlacements((current) => [...current, ...added]);
  }

  function copySelectedToEveryPage() {
    if (selected && doc) setPlacements((current) => [...current, ...copiesOnEveryPage(selected, doc.pageCount)]);
  }

  function deleteSelected() {
    setPlacements((current) => current.filter((placement) => placement.id !== selectedId));
    setSelectedId(null);
  }

  return {
    placements,
    setPlacements,
    selected,
    selectedId,
    setSelectedId,
    keywordProblem,
    notice,
    overlapping: overlappingIds(placements),
    applyBoxes,
    placeAt,
    dropField,
    placeInMiddle,
    updateSelected,
    placeByKeyword,
    copySelectedToEveryPage,
    deleteSelected,
  };
}
