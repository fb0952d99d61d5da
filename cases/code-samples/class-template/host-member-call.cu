/*---
section: I.7.3
clause: samples.class-template
description: "A host function calls the __device__ member setValue of myValues<int> through a pointer"
verdict: error
---*/
#define MAX_VALUES 4

template <class T>
class myValues {
    T values[MAX_VALUES];
public:
    __device__ myValues(T clear) { for (int i = 0; i < MAX_VALUES; ++i) values[i] = clear; }
    __device__ void setValue(int Idx, T value) { values[Idx] = value; }
    __device__ void putToMemory(T* valueLocation) { for (int i = 0; i < MAX_VALUES; ++i) valueLocation[i] = values[i]; }
};

void host_set(myValues<int> *v)
{
    v->setValue(0, 1); // expect-error
}
