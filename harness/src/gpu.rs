//! GPU detection at run time, through the CUDA driver loaded dynamically (cudarc), so the
//! harness builds and runs on machines without CUDA and only runs `run` cases where a GPU is.

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Gpu {
    pub name: String,
    /// `major*10+minor`: 90 for an H100.
    pub compute: u32,
    /// The driver's CUDA version, `13.0`.
    pub driver: String,
}

impl Gpu {
    /// `sm_90` for compute 90.
    pub fn arch(&self) -> String {
        format!("sm_{}", self.compute)
    }
}

/// The first GPU, if a driver and a device are present. `CUCONFORM_NO_GPU=1` hides it (to test
/// the CPU-only paths on a GPU machine).
pub fn detect() -> Option<Gpu> {
    if std::env::var_os("CUCONFORM_NO_GPU").is_some_and(|v| v != "0") {
        return None;
    }
    // SAFETY: only probes whether the driver library can be loaded; no CUDA call is made.
    if !unsafe { cudarc::driver::sys::is_culib_present() } {
        return None;
    }
    // The driver can panic when loaded in odd environments; a GPU query must never take the
    // harness down.
    std::panic::catch_unwind(query).ok().flatten()
}

/// Why [`detect`] found no GPU, in words (for the run header and errors).
pub fn why_none() -> &'static str {
    if std::env::var_os("CUCONFORM_NO_GPU").is_some_and(|v| v != "0") {
        return "hidden by CUCONFORM_NO_GPU";
    }
    // SAFETY: as in `detect`.
    if !unsafe { cudarc::driver::sys::is_culib_present() } {
        return "no CUDA driver (libcuda.so) on this machine";
    }
    "the CUDA driver reports no usable GPU"
}

fn query() -> Option<Gpu> {
    use cudarc::driver::result;
    use cudarc::driver::sys::CUdevice_attribute as A;
    result::init().ok()?;
    if result::device::get_count().ok()? < 1 {
        return None;
    }
    let dev = result::device::get(0).ok()?;
    let name = result::device::get_name(dev).ok()?;
    let (major, minor) = unsafe {
        (
            result::device::get_attribute(dev, A::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR)
                .ok()?,
            result::device::get_attribute(dev, A::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR)
                .ok()?,
        )
    };
    let mut v: std::ffi::c_int = 0;
    unsafe { cudarc::driver::sys::cuDriverGetVersion(&mut v) };
    Some(Gpu {
        name,
        compute: (major * 10 + minor) as u32,
        driver: format!("{}.{}", v / 1000, (v % 1000) / 10),
    })
}
