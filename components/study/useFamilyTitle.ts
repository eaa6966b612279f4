// A family's title in the reader's language. Families come from the generator and their titles
// from the quiz's catalogue; one added to the generator before its title is written shows its id
// rather than breaking the page.
import { useLooseT } from '@/components/quiz/useLooseT';

export const useFamilyTitle = (): ((family: string) => string) => {
  const t = useLooseT();
  return (family) => (t.has(`families.${family}.title`) ? t(`families.${family}.title`) : family);
};
