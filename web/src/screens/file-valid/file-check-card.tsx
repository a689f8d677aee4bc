// One chosen file on /file/valid (spec item R-file-valid): the shared signature check report
// (@ecsign/ui/verify-report, the same view as the extension's popup), with what only the portal
// knows of each signature: its issuer and its place on the page, drawn at once for the first
// signature that has one.
import { useState } from 'react';
import { Button } from '@mantine/core';
import { ERROR_CATALOGUE } from '@ecsign/core/errors';
import { VerifyReport, type TSignatureExtra, type TVerifyReport } from '@ecsign/ui/verify-report';
import { useI18n } from '../../i18n/i18n-context';
import type { SignaturePlace, TFileCheck } from './check-pdf-file';
import type { PageRenderer } from './render-pdf-page';
import { SignaturePageView } from './signature-page-view';

export type TFileEntry = { readonly id: number; readonly name: string } & (
  { readonly state: 'checking' } | { readonly state: 'done'; readonly check: TFileCheck }
);

function PlaceOnPage(props: {
  place: SignaturePlace;
  bytes: Uint8Array;
  renderer: PageRenderer;
  initiallyShown: boolean;
}) {
  const { t } = useI18n();
  const [shown, setShown] = useState(props.initiallyShown);
  if (shown) return <SignaturePageView bytes={props.bytes} place={props.place} renderer={props.renderer} />;
  return (
    <Button variant="light" size="xs" w="fit-content" onClick={() => setShown(true)}>
      {t('fileValidShowPlace')}
    </Button>
  );
}

export function FileCheckCard(props: { entry: TFileEntry; renderer: PageRenderer }) {
  const { entry, renderer } = props;
  const { t, language } = useI18n();
  const check = entry.state === 'done' ? entry.check : undefined;
  const report: TVerifyReport = !check
    ? { kind: 'checking' }
    : check.kind === 'rejected'
      ? { kind: 'refused', reason: ERROR_CATALOGUE[check.code].text[language] }
      : {
          kind: 'checked',
          verdict: check.verdict,
          bottomLine: check.report.document.bottomLine,
          signatureBottomLines: check.statuses.map((status) => status.bottomLine),
        };
  const firstPlaced = check?.kind === 'checked' ? check.places.findIndex(Boolean) : -1;
  const signatureExtra = (i: number): TSignatureExtra | undefined => {
    if (check?.kind !== 'checked') return undefined;
    const status = check.statuses[i];
    const place = check.places[i];
    return {
      rows: [
        ...(status?.signer ? [[t('fileValidIssuer'), status.signer.issuer] as const] : []),
        [t('fileValidPlace'), place ? t('fileValidPage', { page: place.pageIndex + 1 }) : t('fileValidInvisible')],
      ],
      below: place && (
        <PlaceOnPage place={place} bytes={check.bytes} renderer={renderer} initiallyShown={i === firstPlaced} />
      ),
    };
  };
  return <VerifyReport name={entry.name} report={report} signatureExtra={signatureExtra} />;
}
