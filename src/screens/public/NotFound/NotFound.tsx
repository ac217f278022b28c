import styled from 'styled-components';

const Wrapper = styled.main`
  min-height: 60vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[800]};
  text-align: center;
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.font.size[700]};
  color: ${({ theme }) => theme.color.brand};
  margin: 0;
`;

/** The /404 page of SPEC 2.2: every unknown path lands here. */
export function NotFound() {
  return (
    <Wrapper>
      <Title>404 Not Found</Title>
    </Wrapper>
  );
}
