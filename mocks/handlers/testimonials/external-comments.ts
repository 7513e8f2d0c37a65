// Testimonials: a provider's review channels and the reviews on other platforms that can be transferred.
import type { z } from 'zod';
import {
  zGetExternalCommentFiltersPath,
  zImportExternalCommentsBody,
  zImportExternalCommentsPath,
  zListExternalCommentsPath,
  zListExternalCommentsQuery,
  zListReviewChannelsPath,
  type zReviewChannel,
} from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import type { ExternalCommentRecord } from '../../db/review-channels';
import { collectFieldErrors, fieldError } from '../../lib/errors';
import type { MockHttp } from '../../lib/http';
import { paginate } from '../../lib/paging';
import { requireProviderRight } from '../../lib/rights';
import { parseJsonBody, parsePathParams, parseQuery } from '../../lib/validate';

/** The provider's channels in config order; the review count is what was found on a connected channel. */
function channelsOf(
  providerId: number,
  comments: readonly ExternalCommentRecord[],
): Array<z.infer<typeof zReviewChannel>> {
  return db.reviewChannels
    .all()
    .filter((channel) => channel.providerId === providerId)
    .sort((a, b) => a.id - b.id)
    .map((channel) => ({
      id: channel.id,
      name: channel.name,
      url: channel.url,
      isConnected: channel.isConnected,
      reviewCount: channel.isConnected ? comments.filter((comment) => comment.channelId === channel.id).length : 0,
    }));
}

function commentsOf(providerId: number): ExternalCommentRecord[] {
  return db.externalComments.all().filter((comment) => comment.providerId === providerId);
}

export function externalCommentsHandlers(http: MockHttp) {
  return [
    http.get('/providers/{id}/review-channels', ({ params, response, session }) => {
      const { id } = parsePathParams(zListReviewChannelsPath, params);
      requireProviderRight(session, id, 'read');
      const channels = channelsOf(id, commentsOf(id));
      return response(200).json({
        data: channels,
        paging: {
          page: 1,
          limit: Math.max(1, channels.length),
          total: channels.length,
          pageCount: channels.length ? 1 : 0,
        },
      });
    }),

    http.get('/providers/{id}/external-comments', ({ request, params, response, session }) => {
      const { id } = parsePathParams(zListExternalCommentsPath, params);
      requireProviderRight(session, id, 'read');
      const query = parseQuery(zListExternalCommentsQuery, request);
      const rows = commentsOf(id)
        .filter(
          (comment) =>
            (query.channelId === undefined || comment.channelId === query.channelId) &&
            (query.rating === undefined || comment.rating === query.rating) &&
            (query.transferStatus === undefined || comment.transferStatus === query.transferStatus),
        )
        .sort((a, b) => b.postedAt.localeCompare(a.postedAt) || b.id - a.id)
        .map((comment) => ({
          id: comment.id,
          channelId: comment.channelId,
          authorName: comment.authorName,
          rating: comment.rating,
          body: comment.body,
          postedAt: comment.postedAt,
          transferStatus: comment.transferStatus,
        }));
      return response(200).json(paginate(rows, query));
    }),

    http.post('/providers/{id}/external-comments', async ({ request, params, response, session }) => {
      const { id } = parsePathParams(zImportExternalCommentsPath, params);
      requireProviderRight(session, id, 'manage');
      const body = await parseJsonBody(zImportExternalCommentsBody, request);
      const channel = db.reviewChannels.findFirst((q) => q.where({ providerId: id, id: body.channelId }));
      if (!channel) throw fieldError('channelId', 'Diesen Bewertungskanal gibt es für diesen Anbieter nicht.');
      if (!channel.isConnected) throw fieldError('channelId', 'Dieser Bewertungskanal ist nicht verbunden.');
      const comments = new Map(
        commentsOf(id)
          .filter((comment) => comment.channelId === body.channelId)
          .map((comment) => [comment.id, comment]),
      );
      const errors = collectFieldErrors();
      body.externalCommentIds.forEach((commentId, index) => {
        if (body.externalCommentIds.indexOf(commentId) !== index)
          errors.add(`externalCommentIds.${index}`, 'Diese Bewertung ist doppelt aufgeführt.');
        else if (!comments.has(commentId))
          errors.add(`externalCommentIds.${index}`, 'Diese Bewertung gehört nicht zu diesem Kanal.');
      });
      errors.throwIfAny();
      // Transferred ones are skipped; pending ones are already queued.
      const queue = body.externalCommentIds.filter(
        (commentId) => comments.get(commentId)?.transferStatus === 'not_transferred',
      );
      for (const commentId of queue) {
        await db.externalComments.update((q) => q.where({ id: commentId }), {
          data(comment) {
            comment.transferStatus = 'pending';
          },
        });
      }
      return response(202).json({ data: { queued: queue.length } });
    }),

    http.get('/providers/{id}/external-comments/filters', ({ params, response, session }) => {
      const { id } = parsePathParams(zGetExternalCommentFiltersPath, params);
      requireProviderRight(session, id, 'read');
      const comments = commentsOf(id);
      const ratings = [5, 4, 3, 2, 1].map((rating) => ({
        rating,
        count: comments.filter((comment) => comment.rating === rating).length,
      }));
      return response(200).json({ data: { channels: channelsOf(id, comments), ratings } });
    }),
  ];
}
