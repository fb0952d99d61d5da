/*---
section: I.4.3.1
clause: memspace.no-member
description: A data member that points to device memory needs no specifier and is fine.
verdict: ok
---*/
struct View {
  int *data;
  int size;
};

__device__ int storage[8];

__global__ void fill(View v)
{
  for (int i = 0; i < v.size; ++i)
    v.data[i] = i;
}

__global__ void fill_storage(void)
{
  View v = {storage, 8};
  for (int i = 0; i < v.size; ++i)
    v.data[i] = 2 * i;
}
