import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { serverMessageOf } from '../../lib/api-client';

/** Saves a Blob under a file name (a temporary object URL on a hidden link). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * A list's "Export CSV": fetches the file, saves it under `fileName`, and shows a red notification
 * titled `failedTitle` (already translated) when the download fails. `exporting` is true meanwhile.
 */
export function useCsvExport(download: () => Promise<Blob>, fileName: string, failedTitle: string) {
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      saveBlob(await download(), fileName);
    } catch (error) {
      notifications.show({ color: 'red', title: failedTitle, message: serverMessageOf(error) });
    } finally {
      setExporting(false);
    }
  };
  return { exporting, exportCsv };
}
