import { useParams } from 'react-router';
import { ItemsScreen } from '../components/items-screen.tsx';

/** /menus/{menuId}/items: a menu without sections (the route guard checks the id is an integer). */
export function MenuItemsPage() {
  const { menuId } = useParams();
  const id = Number(menuId);
  return <ItemsScreen key={id} parent={{ menuId: id, sectionId: null }} />;
}

/** /menus/{menuId}/sections/{sectionId}/items. */
export function SectionItemsPage() {
  const { menuId, sectionId } = useParams();
  const parent = { menuId: Number(menuId), sectionId: Number(sectionId) };
  return <ItemsScreen key={`${parent.menuId}-${parent.sectionId}`} parent={parent} />;
}
