export function mountAnswers(root: HTMLElement, host: { setTitle(title: string): void }): { relabel(): void } {
  host.setTitle('Answers');
  root.textContent = 'Answers';
  return { relabel: () => undefined };
}
