// Hands a PDF to the device: a download of the bytes under its file name, which phones open in their PDF
// viewer. From bytes (not a server URL), so a copy stored on the device opens offline the same way.
export function openPdf(bytes: ArrayBuffer, fileName: string): void {
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The viewer may still be reading it; a minute is plenty, and the URL would otherwise live with the page.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
