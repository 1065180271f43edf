import { useQuery } from '@tanstack/react-query';
import { ImageOff } from 'lucide-react';
import { Skeleton } from '../../components/feedback';
import { errorMessage, fileDataUrl } from '../../lib/api';

/** An uploaded image fetched with the staff bearer header and shown as a data: URL. */
export function ProtectedImage({ fileKey, label }: { fileKey: string; label: string }) {
  const image = useQuery({
    queryKey: ['file', fileKey],
    queryFn: ({ signal }) => fileDataUrl(fileKey, signal),
    staleTime: Infinity,
    gcTime: 5 * 60_000,
  });
  return (
    <figure className="flex min-w-0 flex-col gap-1.5">
      <figcaption className="text-xs font-medium text-fg-muted">{label}</figcaption>
      {image.isPending ? (
        <Skeleton className="aspect-[4/3] w-full" />
      ) : image.isError ? (
        <div className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 rounded-md border border-line bg-field p-3 text-center text-sm text-fg-muted">
          <ImageOff aria-hidden="true" className="size-5" />
          {errorMessage(image.error)}
        </div>
      ) : (
        <a href={image.data} target="_blank" rel="noreferrer" className="block">
          <img
            src={image.data}
            alt={label}
            className="aspect-[4/3] w-full rounded-md border border-line bg-field object-contain"
          />
        </a>
      )}
    </figure>
  );
}
