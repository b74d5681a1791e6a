import { useMutation, useQuery } from '@tanstack/react-query';
import { boothCalls, callPath, eventCalls } from '@aula/shared';
import { callApi } from '@/lib/api-call';
import { downloadFile } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { roomQueryKeys } from './room-query-keys';

/** GET /api/boothLeads/{eventId}/{roomId}: the contacts attendees left at the booth, newest first. */
export function useBoothLeads(eventId: number, roomId: number) {
  return useQuery({
    queryKey: roomQueryKeys.leads(eventId, roomId),
    queryFn: ({ signal }) => callApi(boothCalls.leads, { params: { eventId, roomId }, signal }),
  });
}

/** The event's zone, in which the leads' times are shown (the same cache entry as the agenda's). */
export function useLeadsEventOffset(eventId: number): number | undefined {
  return useQuery({
    queryKey: ['event', eventId, 'info'] as const,
    queryFn: ({ signal }) => callApi(eventCalls.get, { params: { id: eventId }, signal }),
  }).data?.timezone;
}

/** GET /api/boothLeads/{eventId}/{roomId}/csv: the list as a CSV file in the UI language. */
export function useExportBoothLeads(eventId: number, roomId: number) {
  return useMutation({
    mutationFn: () => downloadFile(callPath(boothCalls.leadsCsv, { eventId, roomId })),
    onSuccess: ({ data, filename }) => saveFile(data, filename ?? 'leads.csv'),
  });
}
