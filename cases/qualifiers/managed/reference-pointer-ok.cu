/*---
section: I.4.3.2
clause: managed.no-reference
description: A __managed__ pointer (not a reference) is fine.
verdict: ok
---*/
__managed__ int xxx = 1;
__managed__ int *p = nullptr;

__global__ void kern(void)
{
  *p = 2;
}

int main(void)
{
  p = &xxx;
  kern<<<1, 1>>>();
  cudaDeviceSynchronize();
  return 0;
}
