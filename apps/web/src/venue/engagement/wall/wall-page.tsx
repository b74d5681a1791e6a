import { useEffect, useState } from 'react';
import { safeParse } from 'zod/mini';
import { WALL_MODERATED_NOTICE, wallCalls, wallPostSchema, type WallDecision, type WallPost } from '@aula/shared';
import { errorText } from '../../lib/error-text';
import { useTexts } from '../../lib/texts-context';
import { venueCall } from '../../lib/venue-api';
import { useVenueNotice } from '../../lib/venue-live';
import { Alert } from '../../ui/alert';
import { Loading } from '../../ui/loading';
import { useVenueWall, loadVenueWall, type WallFirstLoad } from './use-venue-wall';
import { useWallQueue } from './use-wall-queue';
import { WallComposer } from './wall-composer';
import { OwnPostDelete } from './own-post-delete';
import { WallPostCard } from './wall-post-card';
import './wall.css';

const NOTICE_KEYS = { approved: 'wall.notice.approved', rejected: 'wall.notice.rejected', hidden: 'wall.notice.hidden', pending: 'wall.notice.pending' } as const;

/** The social wall in the venue (docs/rules/communications.md#social-wall): write, like, and see the wall change live. */
export function WallPage() {
  const { t } = useTexts();
  const [first, setFirst] = useState<WallFirstLoad | null>(null);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    loadVenueWall().then(
      (answer) => active && setFirst(answer),
      (error: unknown) => active && setFailure({ error }),
    );
    return () => {
      active = false;
    };
  }, [attempt]);
  const retry = () => {
    setFailure(null);
    setAttempt((count) => count + 1);
  };

  if (failure)
    return (
      <div className="wrap page">
        <h1>{t('titles.wall')}</h1>
        <Alert tone="error">{errorText(failure.error, t)}</Alert>
        <button type="button" className="button secondary" onClick={retry}>
          {t('wall.retry')}
        </button>
      </div>
    );
  if (!first) return <Loading />;
  return <LiveWall first={first} />;
}

function LiveWall({ first }: { first: WallFirstLoad }) {
  const { t } = useTexts();
  const wall = useVenueWall(first);
  const [news, setNews] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { applyOwn, expectLike } = wall;

  useVenueNotice(WALL_MODERATED_NOTICE, (data) => {
    const parsed = safeParse(wallPostSchema, data);
    if (!parsed.success) return;
    applyOwn(parsed.data);
    setNews(t(NOTICE_KEYS[parsed.data.status]));
  });

  const like = async (post: WallPost) => {
    setFailure(null);
    expectLike(post.id, !post.liked);
    try {
      applyOwn(await venueCall(wallCalls.venueLike, { params: { postId: post.id }, body: { liked: !post.liked } }));
    } catch (error) {
      expectLike(post.id, post.liked);
      setFailure(errorText(error, t));
    }
  };

  const deleted = (post: WallPost) => {
    applyOwn(post);
    setNews(t('wall.deleted'));
  };

  return (
    <div className="wrap page wall">
      <h1>{t('titles.wall')}</h1>
      <WallComposer moderation={first.moderation} onPosted={applyOwn} />
      {news && <Alert tone="info">{news}</Alert>}
      {failure && <Alert tone="error">{failure}</Alert>}
      {first.moderator && <ModerationQueue eventId={first.eventId} onFailure={setFailure} />}
      <section aria-labelledby="wall-posts" className="wall-posts">
        <h2 id="wall-posts">{t('wall.posts')}</h2>
        {wall.status === 'failed' && <Alert tone="error">{t('wall.loadFailed')}</Alert>}
        {wall.posts.length === 0 && wall.status === 'ready' && <p className="empty">{t('wall.empty')}</p>}
        <ol className="wall-list">
          {wall.posts.map((post) => (
            <li key={post.id}>
              <WallPostCard
                post={post}
                actions={
                  <>
                    {post.status === 'approved' && (
                      <button type="button" className="button secondary wall-like" aria-pressed={post.liked} onClick={() => void like(post)}>
                        <span aria-hidden="true">♥ </span>
                        {t('wall.like')} <span className="wall-like-count">{t('wall.likes', { count: post.likes })}</span>
                      </button>
                    )}
                    {first.moderator && post.status === 'approved' && <ModerateButton post={post} decision="hide" onFailure={setFailure} />}
                    {post.mine && <OwnPostDelete post={post} onDeleted={deleted} onFailure={setFailure} />}
                  </>
                }
              />
            </li>
          ))}
        </ol>
        {wall.hasOlder && (
          <p className="wall-older">
            <button type="button" className="button secondary" disabled={wall.loadingOlder} onClick={() => void wall.loadOlder().catch((error: unknown) => setFailure(errorText(error, t)))}>
              {t('wall.loadOlder')}
            </button>
          </p>
        )}
      </section>
    </div>
  );
}

/** A moderator's decision about one post, in the venue. */
function ModerateButton({ post, decision, onFailure, onDone }: { post: WallPost; decision: WallDecision; onFailure: (text: string) => void; onDone?: (post: WallPost) => void }) {
  const { t } = useTexts();
  const [busy, setBusy] = useState(false);
  const decide = async () => {
    setBusy(true);
    try {
      const decided = await venueCall(wallCalls.venueModerate, { params: { postId: post.id }, body: { decision } });
      onDone?.(decided);
    } catch (error) {
      onFailure(errorText(error, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={`button ${decision === 'approve' ? '' : 'secondary'}`} disabled={busy} onClick={() => void decide()}>
      {t(`wall.moderate.${decision}`)}
    </button>
  );
}

/** For moderator accounts: the posts waiting for approval, live. */
function ModerationQueue({ eventId, onFailure }: { eventId: number; onFailure: (text: string) => void }) {
  const { t } = useTexts();
  const queue = useWallQueue(eventId);
  const done = (post: WallPost) => queue.apply([post]);
  return (
    <section aria-labelledby="wall-queue" className="wall-queue">
      <h2 id="wall-queue">{t('wall.queue.title')}</h2>
      {queue.pending.length === 0 && queue.status === 'ready' && <p className="empty">{t('wall.queue.empty')}</p>}
      <ol className="wall-list">
        {queue.pending.map((post) => (
          <li key={post.id}>
            <WallPostCard
              post={post}
              actions={
                <>
                  <ModerateButton post={post} decision="approve" onFailure={onFailure} onDone={done} />
                  <ModerateButton post={post} decision="reject" onFailure={onFailure} onDone={done} />
                </>
              }
            />
          </li>
        ))}
      </ol>
    </section>
  );
}
