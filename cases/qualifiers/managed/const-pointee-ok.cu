/*---
section: I.4.3.2
clause: managed.no-const
description: A __managed__ pointer to const is not itself const-qualified and is fine.
verdict: ok
---*/
__managed__ int target = 4;
__managed__ const int *p = nullptr;

__global__ void kern(int *out)
{
  *out = *p;
}

int main(void)
{
  p = &target;
  return 0;
}
