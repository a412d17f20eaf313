/** A multipart body holding one file (field `file` unless said), as a browser sends it. */
export async function multipartFile(
  data: Uint8Array,
  filename = 'photo.png',
  type = 'image/png',
  field = 'file',
): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  form.append(field, new Blob([data], { type }), filename);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}
