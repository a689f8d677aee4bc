// The help item named by the page's ?id= (from the help list, which needs a login).
import { useLocation } from '../../app/router';
import { useHelpItems } from '../help/use-help-items';

export function useHelpItem() {
  const { search } = useLocation();
  const id = new URLSearchParams(search).get('id') ?? '';
  const { items, error } = useHelpItems();
  const item = items?.find((candidate) => candidate.helpId === id);
  return { item, missing: Boolean(error) || (items !== null && !item) };
}
