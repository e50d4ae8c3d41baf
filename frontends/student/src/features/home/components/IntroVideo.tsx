import { PRODUCT_NAME } from '@redress/domain';
import { useHydrated } from '@redress/web-ui';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';

/**
 * YouTube's thumbnails, best first. maxresdefault does not exist for every video: YouTube then
 * answers 404, sometimes with a 120×90 placeholder image, so both count as failing.
 */
const THUMBNAILS = ['maxresdefault', 'hqdefault'] as const;
const PLACEHOLDER_WIDTH = 120;

export function thumbnailUrl(videoId: string, quality: (typeof THUMBNAILS)[number]): string {
  return `https://i.ytimg.com/vi/${encodeURIComponent(videoId)}/${quality}.jpg`;
}

export function embedUrl(videoId: string): string {
  const query = new URLSearchParams({ autoplay: '1', playsinline: '1', rel: '0' });
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?${query}`;
}

/**
 * The introduction video (spec 1 §1 and §4): a vertical 9:16 thumbnail with a play button,
 * replaced by the autoplaying player after a click. Nothing from YouTube loads but the picture
 * until the visitor asks for the video. In the prerendered page the button waits, disabled, for
 * the app to take over, so a click before then is not silently lost.
 */
export function IntroVideo({ videoId }: { videoId: string }) {
  const hydrated = useHydrated();
  const [playing, setPlaying] = useState(false);
  const [quality, setQuality] = useState(0);
  const player = useRef<HTMLIFrameElement>(null);
  const title = `${PRODUCT_NAME} introduction video`;

  useEffect(() => {
    // Keyboard users land in the player they just started.
    if (playing) player.current?.focus();
  }, [playing]);

  // Past the last thumbnail there is none: the poster keeps its dark background and play button.
  const fallBack = () => setQuality((current) => Math.min(current + 1, THUMBNAILS.length));
  const thumbnail = THUMBNAILS[quality];
  const onLoad = (event: SyntheticEvent<HTMLImageElement>) => {
    if (event.currentTarget.naturalWidth <= PLACEHOLDER_WIDTH) fallBack();
  };

  return (
    <div className="rd-video">
      {playing ? (
        <iframe
          ref={player}
          className="rd-video__frame"
          src={embedUrl(videoId)}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
        />
      ) : (
        <button
          type="button"
          className="rd-video__poster"
          onClick={() => setPlaying(true)}
          disabled={!hydrated}
          aria-label={`Play the ${title}`}
        >
          {thumbnail ? (
            <img
              className="rd-video__thumbnail"
              src={thumbnailUrl(videoId, thumbnail)}
              alt=""
              onError={fallBack}
              onLoad={onLoad}
            />
          ) : null}
          <span className="rd-video__play" aria-hidden="true">
            <svg viewBox="0 0 24 24" focusable="false">
              <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
            </svg>
          </span>
        </button>
      )}
    </div>
  );
}
