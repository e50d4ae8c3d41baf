import { dismissToast, getToasts, subscribeToToasts, toast } from './toastStore';

describe('toast store', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    dismissToast();
    jest.runAllTimers();
  });

  afterEach(() => jest.useRealTimers());

  it('keeps one toast at a time, newest first', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', description: 'Replaces the first', variant: 'destructive' });
    expect(getToasts()).toEqual([
      expect.objectContaining({
        title: 'Second',
        description: 'Replaces the first',
        variant: 'destructive',
        open: true,
      }),
    ]);
  });

  it('defaults the variant', () => {
    toast({ title: 'Saved' });
    expect(getToasts()[0]?.variant).toBe('default');
  });

  it('closes, then removes a dismissed toast', () => {
    const handle = toast({ title: 'Bye' });
    handle.dismiss();
    expect(getToasts()).toEqual([expect.objectContaining({ id: handle.id, open: false })]);
    jest.runAllTimers();
    expect(getToasts()).toEqual([]);
  });

  it('does not remove a newer toast when an older one finishes closing', () => {
    const old = toast({ title: 'Old' });
    old.dismiss();
    toast({ title: 'New' });
    jest.runAllTimers();
    expect(getToasts().map((t) => t.title)).toEqual(['New']);
  });

  it('notifies subscribers until they unsubscribe', () => {
    const seen: string[] = [];
    const unsubscribe = subscribeToToasts((list) => seen.push(list[0]?.title ?? '(none)'));
    toast({ title: 'A' });
    unsubscribe();
    toast({ title: 'B' });
    expect(seen).toEqual(['A']);
  });
});
