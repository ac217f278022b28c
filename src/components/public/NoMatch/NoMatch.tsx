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

/**
 * A search or filtered list that matched nothing (issue 32): says so, and offers a way out, the
 * filters undone or the question asked over WhatsApp. A list with no products at all keeps SPEC's
 * 'Data Produk Belum Tersedia' (EmptyState).
 */
export function NoMatch({ clearHref, chatHref }: NoMatchProps) {
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
