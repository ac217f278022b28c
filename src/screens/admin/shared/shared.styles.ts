import styled from 'styled-components';

export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[400]};
`;

/** A filtered list: its filter bar over its table. */
export const ScreenStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[400]};
  min-width: 0;
`;

export const DetailGrid = styled.dl`
  display: grid;
  grid-template-columns: minmax(96px, max-content) 1fr;
  gap: ${({ theme }) => theme.space[200]} ${({ theme }) => theme.space[400]};
  margin: 0;

  dt {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    color: ${({ theme }) => theme.color.textMuted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const Thumb = styled.img`
  display: block;
  width: 64px;
  height: 40px;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

export const DetailImage = styled.img`
  display: block;
  max-width: 100%;
  max-height: 200px;
  object-fit: contain;
`;

export const PageCard = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[400]};
  max-width: 760px;
  padding: ${({ theme }) => theme.space[500]};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.small};
`;

export const ListGroup = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  margin: 0;
  padding: ${({ theme }) => theme.space[400]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};

  legend {
    padding: 0 ${({ theme }) => theme.space[100]};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

export const ListItem = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[200]};
  align-items: end;
  grid-template-columns: 1fr auto;
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[200]};
`;

/** The step-up form (StepUp.tsx): its lead, the field and the buttons, one under another. */
export const StepUpBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[400]};
  color: ${({ theme }) => theme.color.text};

  p {
    margin: 0;
  }
`;
