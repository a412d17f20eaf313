import { lazy, Suspense, type ComponentProps } from 'react';

/*
 * The editors (forms, rich text, cropper, time inputs) load when one is first opened, so the
 * menus and sections lists show without waiting for them.
 */
const MenuEditorChunk = lazy(() =>
  import('./menu-editor.tsx').then((module) => ({ default: module.MenuEditor })),
);
const SectionEditorChunk = lazy(() =>
  import('./section-editor.tsx').then((module) => ({ default: module.SectionEditor })),
);

export function LazyMenuEditor(props: ComponentProps<typeof MenuEditorChunk>) {
  return (
    <Suspense fallback={null}>
      <MenuEditorChunk {...props} />
    </Suspense>
  );
}

export function LazySectionEditor(props: ComponentProps<typeof SectionEditorChunk>) {
  return (
    <Suspense fallback={null}>
      <SectionEditorChunk {...props} />
    </Suspense>
  );
}
