import {
  ZMenu,
  ZSection,
  ZSectionWithItems,
  type CreateMenuRequest,
  type CreateSectionRequest,
  type Menu,
  type Section,
  type SectionWithItems,
  type UpdateMenuRequest,
  type UpdateSectionRequest,
} from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { uploadCatalogueImage } from '#shared/catalogue/upload-catalogue-image.ts';

/*
 * The menu and section calls of the menus screens (spec part 1 §7 "Menus", "Sections"). Every
 * call turns off the shared error toast: the screens report failures with the action's template
 * ("Error deleting the menu: …") through `useCatalogueMutation`.
 */
const quiet = { handleErrors: false } as const;

/** Request bodies as the form builds them (before the server's normalising transforms). */
export type MenuBody = Omit<CreateMenuRequest, 'price'>;
export type MenuUpdateBody = Omit<UpdateMenuRequest, 'price'>;
export type SectionBody = Omit<CreateSectionRequest, 'price'>;
export type SectionUpdateBody = Omit<UpdateSectionRequest, 'price'>;

/** `POST /menus`: the menu and its availability, created together (one transaction). */
export function createMenu(body: MenuBody): Promise<Menu> {
  return apiRequest('/menus', { ...quiet, method: 'POST', body, schema: ZMenu });
}

/** `PUT /menus/{id}`: only the fields sent change (`published` alone publishes/unpublishes). */
export function updateMenu(id: number, body: MenuUpdateBody): Promise<Menu> {
  return apiRequest(`/menus/${id}`, { ...quiet, method: 'PUT', body, schema: ZMenu });
}

export function deleteMenu(id: number): Promise<void> {
  return apiRequest(`/menus/${id}`, { ...quiet, method: 'DELETE' });
}

/** The copy is named "<name> Copy" (" Copie" in French) and starts as a draft. */
export function duplicateMenu(id: number): Promise<Menu> {
  return apiRequest(`/menus/${id}/duplicate`, { ...quiet, method: 'POST', schema: ZMenu });
}

export function uploadMenuImage(id: number, file: Blob): Promise<Menu> {
  return uploadCatalogueImage(`/menus/${id}/image`, file);
}

export function createSection(menuId: number, body: SectionBody): Promise<Section> {
  return apiRequest(`/menus/${menuId}/sections`, {
    ...quiet,
    method: 'POST',
    body,
    schema: ZSection,
  });
}

export function updateSection(
  menuId: number,
  sectionId: number,
  body: SectionUpdateBody,
): Promise<Section> {
  return apiRequest(`/menus/${menuId}/sections/${sectionId}`, {
    ...quiet,
    method: 'PUT',
    body,
    schema: ZSection,
  });
}

export function deleteSection(menuId: number, sectionId: number): Promise<void> {
  return apiRequest(`/menus/${menuId}/sections/${sectionId}`, { ...quiet, method: 'DELETE' });
}

export function duplicateSection(menuId: number, sectionId: number): Promise<SectionWithItems> {
  return apiRequest(`/menus/${menuId}/sections/${sectionId}/duplicate`, {
    ...quiet,
    method: 'POST',
    schema: ZSectionWithItems,
  });
}

/** `POST /menus/move`: the section (with its items) goes to the end of another menu. */
export function moveSection(sectionId: number, menuId: number): Promise<unknown> {
  return apiRequest('/menus/move', {
    ...quiet,
    method: 'POST',
    body: { type: 'section', id: sectionId, menu_id: menuId },
  });
}
