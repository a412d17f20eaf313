import { useEffect, useState } from 'react';
import type { Item } from '@app/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useActiveSession } from '#lib/session/session-store.ts';
import { catalogueKeys } from '#shared/catalogue/catalogue-keys.ts';
import { uploadItemImage } from '../api/item-actions.ts';
import type { ItemParent } from '../api/item-paths.ts';

/**
 * The editor's image. An existing item's picture is uploaded at once; a new item has no id to
 * upload to yet, so its cropped picture waits (shown from memory) and is sent right after the
 * item is created.
 */
export function useItemImage(parent: ItemParent, item: Item | null) {
  const queryClient = useQueryClient();
  const { tenantId } = useActiveSession();
  const [uploaded, setUploaded] = useState<string | null>(item?.image ?? null);
  const [pending, setPending] = useState<{ blob: Blob; url: string } | null>(null);

  useEffect(() => () => void (pending && URL.revokeObjectURL(pending.url)), [pending]);

  const onUpload = async (file: Blob) => {
    if (!item) {
      setPending({ blob: file, url: URL.createObjectURL(file) });
      return;
    }
    const saved = await uploadItemImage(parent, item.id, file);
    setUploaded(saved.image);
    await queryClient.invalidateQueries({ queryKey: catalogueKeys.all(tenantId) });
  };

  return {
    value: pending?.url ?? uploaded,
    onUpload,
    /** The picture still to send once the new item exists. */
    pendingBlob: pending?.blob ?? null,
  };
}
