import { UNKNOWN_TOP_UP_LINK } from '@/domain/money/top-up.ts';
import { LinkNotValid } from '../../link-not-valid.tsx';

/** Rendered with HTTP 404 when the page finds no such link. */
export default function UnknownLink() {
  return <LinkNotValid {...UNKNOWN_TOP_UP_LINK} />;
}
