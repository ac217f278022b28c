import { useContext } from 'react';
import {
  holdsStandIn,
  keptLinkStandIn,
  keptLinkValue,
  KeptMarker,
  KeptPartsContext,
  keptValueStandIn,
  mayStandInForLink,
} from '../../../ui/islands/keptParts.tsx';
import type { KeptAnswer } from '../../../ui/islands/keptParts.tsx';
import { EmptyBoxIcon } from '../EmptyState/EmptyState.tsx';
import { EmptyIcon } from '../EmptyState/EmptyState.styles.ts';
import {
  Actions,
  AskAction,
  ClearAction,
  NoMatchHint,
  NoMatchRoot,
  NoMatchTitle,
} from './NoMatch.styles.ts';
import { NO_MATCH_TEXT } from './texts.ts';

/** Props of NoMatch. */
export interface NoMatchProps {
  /** The same page without its filters ('Hapus Filter'); none when nothing is filtered. */
  clearHref?: string;
  /** The https://wa.me/ link whose message carries the search ('Tanyakan via WhatsApp'). */
  chatHref?: string;
}

/** A chat link React writes as it is: https, nothing to resolve. */
const CHAT_LINK = /^https:\/\/\S+$/;

/**
 * A search or filtered list that matched nothing (issue 32): says so, and offers a way out, the
 * filters undone or the question asked over WhatsApp. A list with no products at all keeps SPEC's
 * 'Data Produk Belum Tersedia' (EmptyState).
 */
export function NoMatch({ clearHref, chatHref }: NoMatchProps) {
  // Rendering a page, the server keeps its HTML for its shape (which links it shows), each page's
  // links put in (ui/islands/keptParts.tsx): two of three filtered type pages match nothing, and
  // its ~20 elements were rendered for each (issue 34, session 35). A link React or the router
  // would write otherwise than as given is rendered as it is.
  const kept = useContext(KeptPartsContext);
  let answer: KeptAnswer = null;
  if (
    kept?.takeShaped &&
    (!clearHref || mayStandInForLink(clearHref)) &&
    (!chatHref || (CHAT_LINK.test(chatHref) && !holdsStandIn(chatHref)))
  )
    answer = kept.takeShaped(JSON.stringify(['no-match', Boolean(clearHref), Boolean(chatHref)]), [
      clearHref ? keptLinkValue(clearHref) : '-',
      chatHref || '-',
    ]);
  if (answer?.kind === 'kept') return <KeptMarker>{null}</KeptMarker>;
  if (answer?.kind !== 'keep') return noMatch(clearHref, chatHref);
  // Kept for its shape, it is rendered whole with stand-ins where its links go.
  return (
    <answer.Keep>
      {noMatch(clearHref && keptLinkStandIn(0), chatHref && keptValueStandIn(1))}
    </answer.Keep>
  );
}

function noMatch(clearHref: string | undefined, chatHref: string | undefined) {
  return (
    <NoMatchRoot>
      <EmptyIcon aria-hidden="true">
        <EmptyBoxIcon />
      </EmptyIcon>
      <NoMatchTitle>{NO_MATCH_TEXT.title}</NoMatchTitle>
      <NoMatchHint>{NO_MATCH_TEXT.hint}</NoMatchHint>
      {clearHref || chatHref ? (
        <Actions>
          {clearHref ? <ClearAction to={clearHref}>{NO_MATCH_TEXT.clear}</ClearAction> : null}
          {chatHref ? (
            <AskAction href={chatHref} target="_blank" rel="noopener noreferrer">
              {NO_MATCH_TEXT.ask}
            </AskAction>
          ) : null}
        </Actions>
      ) : null}
    </NoMatchRoot>
  );
}
