import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IMAGE_UPLOAD, type ImageUploadResponse } from '@shared/schemas/image-upload';
import type {
  AdminContentPhotoDto,
  AdminSiteContentDto,
  AnnouncementDto,
  AnnouncementInput,
  ContentPhotoInput,
  ContentPhotoPlace,
  TestimonialDto,
  TestimonialInput,
  TestimonialPlace,
} from '@shared/schemas/site-content';
import { apiJson, throwIfResNotOk } from '@/lib/api-request';
import { queryKeys } from '@/lib/query-keys';

const BASE = '/api/admin/site-content';

/** GET /api/admin/site-content: every place's photos, the owner's announcement and the testimonials. */
export function useSiteContent() {
  return useQuery<AdminSiteContentDto>({ queryKey: queryKeys.admin.siteContent });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.siteContent });
}

/** PUT …/photos/:place with the place's whole list, in order. */
export function useSavePhotos(place: ContentPhotoPlace) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (photos: ContentPhotoInput[]) =>
      apiJson<AdminContentPhotoDto[]>('PUT', `${BASE}/photos/${place}`, { photos }),
    onSuccess: refresh,
  });
}

/** PUT …/testimonials/:place with the place's whole list, in order. */
export function useSaveTestimonials(place: TestimonialPlace) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (testimonials: TestimonialInput[]) =>
      apiJson<TestimonialDto[]>('PUT', `${BASE}/testimonials/${place}`, { testimonials }),
    onSuccess: refresh,
  });
}

/** PUT …/announcement. */
export function useSaveAnnouncement() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (announcement: AnnouncementInput) =>
      apiJson<Omit<AnnouncementDto, 'source'>>('PUT', `${BASE}/announcement`, announcement),
    onSuccess: refresh,
  });
}

/** DELETE …/announcement. */
export function useRemoveAnnouncement() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => apiJson<void>('DELETE', `${BASE}/announcement`),
    onSuccess: refresh,
  });
}

/** `POST /api/upload-image` as multipart (field "image"); answers the stored image's URL. */
export async function uploadImage(file: Blob, name: string): Promise<ImageUploadResponse> {
  const body = new FormData();
  body.append(IMAGE_UPLOAD.field, file, name);
  const res = await fetch('/api/upload-image', { method: 'POST', credentials: 'include', body });
  await throwIfResNotOk(res);
  return (await res.json()) as ImageUploadResponse;
}
