/*---
section: I.7.3
clause: samples.class-template
description: "The guide's useValues explicitly instantiated for short: myValues<short> is instantiated in device code only"
verdict: ok
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

template <class T>
void __global__ useValues(T* memoryBuffer) {
    myValues<T> myLocation(0);
    for (int i = 1; i < MAX_VALUES; ++i)
        myLocation.setValue(i, T(i * i));
    myLocation.putToMemory(memoryBuffer);
}

template __global__ void useValues<short>(short *);
