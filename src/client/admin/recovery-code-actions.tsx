import { useState } from 'react';

const FILE_NAME = 'kinga-back-office-recovery-codes.txt';

/** Copy, Download (.txt) and Print for the recovery codes shown once at set-up. */
export function RecoveryCodeActions({ codes }: { codes: readonly string[] }) {
  const [status, setStatus] = useState('');
  const text = codes.join('\n');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setStatus('Copied. Paste them into your password manager.');
    } catch {
      setStatus('Could not copy here: download or print them instead.');
    }
  };

  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(
      new Blob([`Kinga back office recovery codes\n\n${text}\n`], { type: 'text/plain' }),
    );
    link.download = FILE_NAME;
    link.click();
    // After the click has handed the file to the browser.
    setTimeout(() => URL.revokeObjectURL(link.href), 0);
    setStatus(`Downloaded as ${FILE_NAME}.`);
  };

  return (
    <div className="admin__code-actions">
      <div className="admin__code-buttons">
        <button type="button" className="button button--ghost" onClick={copy}>
          Copy
        </button>
        <button type="button" className="button button--ghost" onClick={download}>
          Download
        </button>
        <button type="button" className="button button--ghost" onClick={() => window.print()}>
          Print
        </button>
      </div>
      <p role="status" className="admin__code-status">
        {status}
      </p>
    </div>
  );
}
