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

/// What a GPU probe found: the GPU, or in words why there is none.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Probe {
    pub gpu: Option<Gpu>,
    /// Set when `gpu` is not: [`why_none`]'s words, or why the probe itself failed.
    pub why_none: Option<String>,
}

impl Probe {
    /// [`detect`] in this process.
    pub fn here() -> Probe {
        let gpu = detect();
        let why_none = gpu.is_none().then(|| why_none().to_string());
        Probe { gpu, why_none }
    }

    /// The reason there is no GPU, for the run header and errors ("" when there is one).
    pub fn why(&self) -> &str {
        self.why_none.as_deref().unwrap_or("")
    }
}

/// [`detect`] in a child process, `exe gpu-probe` (the hidden subcommand that prints a
/// [`Probe`] as JSON), so the CUDA driver is never loaded into the harness itself: a driver
/// that crashes or hangs in `cuInit` on an odd machine costs the probe (a minute at most, then
/// "no GPU" and why), not the run, and the harness that starts every compiler of the run holds
/// no driver threads or device mappings. On an H200 this changed neither the harness's wall
/// time against `xargs -P16` nor the CPU of the compilers it starts (issue 26, session 11).
pub fn probe_in_child(exe: &std::path::Path) -> Probe {
    let failed = |why: String| Probe {
        gpu: None,
        why_none: Some(format!(
            "the GPU probe `{} gpu-probe` failed: {why}",
            exe.display()
        )),
    };
    let mut cmd = std::process::Command::new(exe);
    cmd.arg("gpu-probe");
    // A data-centre GPU's cuInit takes a few hundred milliseconds; a minute means a hung driver.
    let f = crate::process::run(cmd, None, std::time::Duration::from_secs(60));
    if f.exit != crate::process::Exit::Code(0) {
        return failed(format!("{:?}: {}", f.exit, f.stderr.trim()));
    }
    serde_json::from_str(&f.stdout).unwrap_or_else(|e| failed(format!("unreadable reply ({e})")))
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
