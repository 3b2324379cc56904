import styled from 'styled-components';
import { Button } from '@/ui/button';
import { FieldHint, FormGrid } from '@/ui/field';
import { Photo } from '@/ui/photo';
import { VisuallyHidden } from '@/ui/visually-hidden';
import { MAX_IMAGE_ADDRESS_LENGTH, MAX_IMAGES, normalizeImageAddress } from '../../utils/listing-form';
import { TextareaControl, TextControl } from '../form-controls';
import { ItemAdder } from '../item-adder';
import { fieldId, useListingForm } from '../listing-form-context';

export function MediaStep() {
  const { values, setList } = useListingForm();
  const images = values.images;
  const full = images.length >= MAX_IMAGES;
  return (
    <FormGrid $twoColumnsFrom="34rem">
      <ItemAdder
        field="images"
        inputId={fieldId('images')}
        label="Photo address (URL)"
        buttonLabel="Add Photo"
        type="url"
        placeholder="https://yourvenue.com/photos/ceremony.jpg"
        hint={
          full
            ? `That is the most a listing holds (${MAX_IMAGES}).`
            : `Up to ${MAX_IMAGES}, the best one first. With none, the listing shows a Hill Country illustration.`
        }
        disabled={full}
        maxLength={MAX_IMAGE_ADDRESS_LENGTH}
        accept={(draft) => {
          const address = normalizeImageAddress(draft);
          return address ? { value: address } : { error: 'Enter a full web address starting with https://, or a path on this site.' };
        }}
      />
      {images.length > 0 && (
        <StyledPreviews aria-label="Photos to add">
          {images.map((url, index) => (
            <li key={url}>
              <Preview url={url} index={index} />
              <StyledPreviewFoot>
                <StyledUrl title={url}>{index === 0 ? 'Cover · ' : ''}{url}</StyledUrl>
                <Button $size="sm" $variant="ghost" onClick={() => setList('images', images.filter((u) => u !== url))}>
                  Remove<VisuallyHidden> photo {index + 1}</VisuallyHidden>
                </Button>
              </StyledPreviewFoot>
            </li>
          ))}
        </StyledPreviews>
      )}
      <TextControl field="virtualTourUrl" label="Virtual Tour URL" type="url" placeholder="https://tour.example.com/your-venue" span />
      <TextareaControl field="parkingDetails" label="Parking" placeholder="Free parking for 120 cars, shuttle from the lodge…" span={false} />
      <TextareaControl field="accessibilityFeatures" label="Accessibility" placeholder="Step-free ceremony site, accessible restrooms…" span={false} />
      <TextareaControl field="nearbyAccommodations" label="Nearby Accommodations" placeholder="Two inns and a B&B within 10 minutes…" span={false} />
      <TextareaControl field="specialFeatures" label="Special Features" placeholder="A 300-year-old live oak over the ceremony site…" span={false} />
      <TextareaControl field="awards" label="Awards & Recognition" placeholder="Best Hill Country Venue 2025…" span={false} />
      <TextareaControl field="cleanupRequirements" label="Cleanup Requirements" placeholder="Decor out by midnight; we handle the rest…" span={false} />
      <StyledNote>
        After you submit, we review the listing, usually within 24 hours. It shows in search once it is approved.
      </StyledNote>
    </FormGrid>
  );
}

/** A photo that does not load (a dead link, a site the page may not load from) shows the placeholder couples would see. */
function Preview({ url, index }: { url: string; index: number }) {
  return (
    <StyledPreview>
      <Photo src={url} alt={`Photo ${index + 1}`} />
    </StyledPreview>
  );
}

const StyledPreviews = styled.ul`
  grid-column: 1 / -1;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    overflow: hidden;
    border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const StyledPreview = styled.div`
  aspect-ratio: 4 / 3;
  background: ${({ theme }) => theme.gradients.placeholder};
  img { width: 100%; height: 100%; object-fit: cover; }
`;


const StyledPreviewFoot = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
`;

const StyledUrl = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledNote = styled(FieldHint)`
  grid-column: 1 / -1;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bluebonnetLight};
  color: ${({ theme }) => theme.colors.ink};
`;
