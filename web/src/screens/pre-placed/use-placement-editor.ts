// The positions being placed on /prePlaced and the ways to change them: a click on a page puts a
// box of the chosen kind for the chosen party there; a keyword puts one on every occurrence (or
// answers "keyword missing"); boxes moved, resized or deleted in the viewer come back here; the
// selected one can be copied to every page or deleted.
import { useState } from 'react';
import { AppError } from '@ecsign/core/errors';
import type { TLanguage } from '@ecsign/core/i18n';
import { rectAround, searchPdfKeyword, type TOverlayBox, type TPdfDocument } from '../../components/pdf-pages';
import { copiesOnEveryPage, DEFAULT_BOX_SIZE, newPlacementId, type TPlacement, type TPositionKind } from './placements';

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
  const selected = placements.find((placement) => placement.id === selectedId) ?? null;

  const newPlacement = (page: number, centre: { x: number; y: number }, size: Parameters<typeof rectAround>[2]) => ({
    id: newPlacementId(),
    partyKey,
    documentIndex,
    page,
    rect: rectAround(centre, DEFAULT_BOX_SIZE[kind], size),
    kind,
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
    applyBoxes,
    placeAt,
    placeByKeyword,
    copySelectedToEveryPage,
    deleteSelected,
  };
}
