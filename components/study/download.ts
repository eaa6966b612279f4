// Offer text as a file download (export, and a copy of damaged data).
export const downloadText = (filename: string, text: string, type = 'application/json'): void => {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

/** "revoke-trainer-progress-2026-11-29.json"; the date is the learner's, passed in. */
export const exportFilename = (now: Date, what = 'progress'): string => `revoke-trainer-${what}-${now.toISOString().slice(0, 10)}.json`;
