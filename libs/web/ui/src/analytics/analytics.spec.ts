import {
  configureAnalytics,
  createEventsAdapter,
  reportPageView,
  resetAnalyticsForTests,
  type PageView,
} from './analytics';

function recording() {
  const views: PageView[] = [];
  return { views, adapter: { pageView: (view: PageView) => void views.push(view) } };
}

describe('page views', () => {
  beforeEach(() => resetAnalyticsForTests());

  it('keeps views reported before the settings load and sends them once configured', () => {
    reportPageView({ path: '/' });
    reportPageView({ path: '/help' });
    const { views, adapter } = recording();
    configureAnalytics(adapter);
    reportPageView({ path: '/about' });
    expect(views.map((view) => view.path)).toEqual(['/', '/help', '/about']);
  });

  it('drops them when no provider is configured, and sends nothing after', () => {
    reportPageView({ path: '/' });
    configureAnalytics(null);
    reportPageView({ path: '/help' });
    const { views, adapter } = recording();
    // A later adapter does not resurrect what was dropped.
    configureAnalytics(adapter);
    expect(views).toEqual([]);
  });

  it('keeps at most 20 views while waiting', () => {
    for (let index = 0; index < 30; index += 1) reportPageView({ path: `/p${index}` });
    const { views, adapter } = recording();
    configureAnalytics(adapter);
    expect(views).toHaveLength(20);
    expect(views[0].path).toBe('/p0');
  });

  it('never lets a failing provider break navigation', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    configureAnalytics({
      pageView: () => {
        throw new Error('provider down');
      },
    });
    expect(() => reportPageView({ path: '/' })).not.toThrow();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('the events API adapter', () => {
  it('posts a cookie-free pageview event with the absolute page address', async () => {
    const post = jest.fn().mockResolvedValue(new Response(null, { status: 202 }));
    const adapter = createEventsAdapter(
      { eventsUrl: 'https://stats.example.org/api/event', domain: 'redress.example' },
      {
        post,
        origin: () => 'https://redress.example',
        referrer: () => '',
      },
    );
    adapter.pageView({ path: '/help/how-the-analysis-works' });
    expect(post).toHaveBeenCalledTimes(1);
    const [url, init] = post.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://stats.example.org/api/event');
    expect(init).toMatchObject({
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      keepalive: true,
      credentials: 'omit',
    });
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'pageview',
      url: 'https://redress.example/help/how-the-analysis-works',
      domain: 'redress.example',
      referrer: null,
    });
  });

  it('swallows a network failure', async () => {
    const post = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const adapter = createEventsAdapter(
      { eventsUrl: 'https://stats.example.org/api/event', domain: 'redress.example' },
      { post, origin: () => 'https://redress.example', referrer: () => 'https://a.example/' },
    );
    expect(() => adapter.pageView({ path: '/' })).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
